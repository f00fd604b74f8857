import Foundation
import PropertyBased

@testable import RxFlow

/// Steps with the shapes app steps take (enums with associated values, nested structs,
/// optionals, arrays, dictionaries, URLs, dates), for the tests that compare reading their
/// text with `StepValueDecoder` and with `JSONDecoder`.
enum SampleStep: Step, Codable, Equatable {
    case start
    case open(id: Int, title: String)
    case details(SampleDetails)
    case pick(Int8, UInt64, Float?)
    case many([SampleStep])
}

struct SampleDetails: Codable, Equatable {
    var name: String
    var ratio: Double
    var count: Int64
    var flags: [Bool]
    var note: String?
    var tags: [String: Int]
    var byID: [Int: String]
    var link: URL?
    var when: Date
}

/// Reads `data` when it is there and falls back when it is not: a type whose own
/// `init(from:)` catches an error, so that reading `Data` must be left to `JSONDecoder`
/// even though it could be caught.
struct SampleBlob: Step, Codable, Equatable {
    var data: Data?
    var fallback: String

    private enum CodingKeys: String, CodingKey { case data, fallback }

    init(data: Data?, fallback: String) {
        self.data = data
        self.fallback = fallback
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        data = try? container.decode(Data.self, forKey: .data)
        fallback = try container.decode(String.self, forKey: .fallback)
    }
}

enum SampleGenerators {
    /// Characters JSON escapes or that take several UTF-8 bytes.
    static let text = Gen<Character?>.element(of: Array("ab Z09\"\\/\n\t\r\u{0}\u{1F}\u{7F}é中😀👩‍👩‍👧{}[]:,"))
        .compactMap { $0 }
        .string(of: 0...12)

    static let details = zip(
        text, Gen.double(in: -1e12...1e12), Gen.int64(), Gen.bool.array(of: 0...3), Gen.bool,
        Gen.int(in: -5...5), text, Gen.int(in: 0...1_000_000)
    ).map { text, ratio, count, flags, hasNote, number, other, seconds in
        SampleDetails(
            name: text, ratio: ratio, count: count, flags: flags, note: hasNote ? other : nil,
            tags: text.isEmpty ? [:] : [text: number, "n": -number], byID: [number: other],
            link: hasNote ? URL(string: "https://example.com/movies/\(number)?q=1") : nil,
            when: Date(timeIntervalSinceReferenceDate: Double(seconds) / 8))
    }

    static let step = zip(
        Gen.int(in: 0...5), Gen.int(), text, details, Gen.int8(), Gen.uint64(), Gen.float(in: -1e6...1e6), Gen.bool
    ).map { kind, id, title, details, small, large, float, hasFloat -> SampleStep in
        switch kind {
        case 0: .start
        case 1: .open(id: id, title: title)
        case 2: .details(details)
        case 3: .pick(small, large, hasFloat ? float : nil)
        case 4: .many([.open(id: id, title: title), .pick(small, large, nil), .many([])])
        default: .many([.details(details), .start])
        }
    }
}
