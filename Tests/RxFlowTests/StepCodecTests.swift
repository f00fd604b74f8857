import Testing

@testable import RxFlow

/// How a restoration reads a snapshot's steps: each distinct text once, without
/// `JSONDecoder` where it can (`StepValueDecoderTests`), and one by one (saying why) what
/// does not read.
struct StepCodecTests {
    enum Word: Step, Codable, Equatable {
        case hello(Int)
        case bye
    }

    enum Number: String, Step, Codable, Equatable {
        case one, two
    }

    enum Order: Codable, Equatable {
        case title, year
    }

    enum Sorted: Step, Codable, Equatable {
        case by(Order)
    }

    private let codec = StepCodec(types: [Word.self, Number.self, Sorted.self])

    @Test func eachStepIsReadInItsPlace() {
        let records = ([Word.hello(1), Word.hello(2), Word.hello(1), Number.two, Word.bye] as [any Step]).map {
            codec.record($0)
        }
        let read = codec.steps(from: records)
        #expect(read.count == 5)
        #expect(read[0] as? Word == .hello(1) && read[2] as? Word == .hello(1))
        #expect(read[1] as? Word == .hello(2) && read[4] as? Word == .bye)
        #expect(read[3] as? Number == .two)
    }

    @Test func aTextThatDoesNotReadIsLeftToBeReadAloneWithoutTheOthers() {
        var records = ([Word.hello(1), Word.bye, Number.one] as [any Step]).map { codec.record($0) }
        records[1].value = #"{"gone":{}}"#
        let read = codec.steps(from: records)
        #expect(read[0] as? Word == .hello(1) && read[1] == nil)
        #expect(read[2] as? Number == .one)
        guard case .success(let step) = codec.step(from: records[0]),
            case .failure(.stepNotReadable) = codec.step(from: records[1])
        else {
            Issue.record("read one by one: \(codec.step(from: records[0])), \(codec.step(from: records[1]))")
            return
        }
        #expect(step as? Word == .hello(1))
    }

    /// An app update removed (or renamed) a case: the reason names it and its type, where
    /// `JSONDecoder`'s own error says only "Invalid number of keys found, expected one".
    @Test func aCaseRemovedSinceIsNamedWithItsType() {
        var record = codec.record(Word.bye)
        record.value = #"{"gone":{}}"#
        #expect(unreadable(record) == "RxFlowTests.StepCodecTests.Word has no case gone")
        var nested = codec.record(Sorted.by(.title))
        nested.value = nested.value?.replacingOccurrences(of: "title", with: "rating")
        #expect(unreadable(nested) == "RxFlowTests.StepCodecTests.Order has no case rating")
        // An object of one member where a number was: not a case, Foundation's words say it.
        var mistyped = codec.record(Word.hello(1))
        mistyped.value = #"{"hello":{"_0":{"one":1}}}"#
        #expect(unreadable(mistyped)?.contains("has no case") == false)
    }

    /// Why `record` does not read, or nil if it does.
    private func unreadable(_ record: StepRecord) -> String? {
        guard case .failure(.stepNotReadable(let reason)) = codec.step(from: record) else { return nil }
        return reason
    }

    @Test func aTextHoldingTwoValuesIsNotTakenForTwoSteps() {
        var records = ([Number.one, Number.two] as [any Step]).map { codec.record($0) }
        // Read together, `"one","two"` and `"two"` would make three steps for two texts.
        records[0].value = #""one","two""#
        let read = codec.steps(from: records)
        #expect(read[0] == nil && read[1] as? Number == .two)
        guard case .failure(.stepNotReadable) = codec.step(from: records[0]) else {
            Issue.record("read alone: \(codec.step(from: records[0]))")
            return
        }
    }

    @Test func aTypeNameIsTheSameWhetherMadeOnceOrAgain() {
        #expect(StepCodec.name(of: Word.self) == String(reflecting: Word.self))
        #expect(StepCodec.name(of: Word.self) == "RxFlowTests.StepCodecTests.Word")
    }
}
