import Benchmark
import Foundation

/// `step-reading-floor` and `step-reading-json`: one operation makes one of the
/// 1,000-screen tree's steps, `RestoreStep.treePush(flow:screen:)` (each operation's
/// distinct), with its synthesized `init(from:)`: through `StepReadingFloor`, a decoder
/// that reads nothing (the standard library's part alone), or through Foundation's
/// `JSONDecoder` from the step's JSON text, for comparison.
@MainActor
enum StepReadingWorkload {
    /// Runs one iteration; reads JSON texts if `json`.
    static func run(_ benchmark: Benchmark, json: Bool) {
        let name = json ? "step-reading-json" : "step-reading-floor"
        let operations = benchmark.scaledIterations
        let expected = operations.map { RestoreStep.treePush(flow: $0 / 10, screen: $0 % 10) }
        let decoders = expected.map { step -> StepReadingFloor in
            guard case .treePush(let flow, let screen) = step else { fatalError("\(name): not a push") }
            return StepReadingFloor(flow: flow, screen: screen)
        }
        let texts = json ? expected.map(encoded) : []
        let jsonDecoder = JSONDecoder()
        var read: [RestoreStep] = []
        read.reserveCapacity(operations.count)

        benchmark.startMeasurement()
        do {
            if json {
                for text in texts { read.append(try jsonDecoder.decode(RestoreStep.self, from: text)) }
            } else {
                for decoder in decoders { read.append(try RestoreStep(from: decoder)) }
            }
        } catch {
            fatalError("\(name): \(error)")
        }
        benchmark.stopMeasurement()

        require(
            read.map(\.pushedScreen) == expected.map(\.pushedScreen) && !read.contains { $0.pushedScreen == nil },
            "\(name): the steps read differ from those written")
    }

    private static func encoded(_ step: RestoreStep) -> Data {
        guard let data = try? JSONEncoder().encode(step) else { fatalError("a step does not encode") }
        return data
    }
}

extension RestoreStep {
    /// The flow and screen of a `treePush`, nil for the other cases.
    fileprivate var pushedScreen: [Int]? {
        guard case .treePush(let flow, let screen) = self else { return nil }
        return [flow, screen]
    }
}
