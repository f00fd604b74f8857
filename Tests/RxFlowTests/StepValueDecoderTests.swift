import Foundation
import PropertyBased
import Testing

@testable import RxFlow

/// A restoration reads steps with `StepValueDecoder` instead of Foundation's `JSONDecoder`:
/// what it reads must be what `JSONDecoder` reads, and what it cannot read exactly it must
/// leave to `JSONDecoder` (which then reads it, or says why it does not).
struct StepValueDecoderTests {
    private let codec = StepCodec(types: [SampleStep.self, SampleBlob.self])

    private func jsonDecoderRead<S: Step & Codable>(_ type: S.Type, _ text: String) -> S? {
        try? JSONDecoder().decode(S.self, from: Data(text.utf8))
    }

    private func quickRead<S: Step & Codable & Equatable>(_ type: S.Type, _ text: String) -> S? {
        StepValueDecoder.read(S.self, from: text)
    }

    @Test func generatedStepsReadBackAsTheyWereWritten() async {
        await propertyCheck(count: 300, input: SampleGenerators.step) { step in
            let record = codec.record(step)
            guard let text = record.value else {
                Issue.record("not written: \(step)")
                return
            }
            #expect(quickRead(SampleStep.self, text) == step, "\(text)")
            #expect(codec.steps(from: [record])[0] as? SampleStep == step)
        }
    }

    /// A text changed at one place (a snapshot corrupted, or edited by hand) either does not
    /// read without `JSONDecoder`, or reads as `JSONDecoder` reads it.
    @Test func aChangedTextReadsAsJSONDecoderReadsItOrIsLeftToIt() async {
        let replacements = Array(#"{}[]",:0123456789-+.eE tfnul\/"#)
        await propertyCheck(
            count: 1_000, input: SampleGenerators.step, Gen.int(in: 0...10_000), Gen.int(in: 0...3),
            Gen.int(in: 0...(replacements.count - 1))
        ) { step, position, change, replacement in
            guard var characters = codec.record(step).value.map(Array.init), !characters.isEmpty else { return }
            let index = position % characters.count
            switch change {
            case 0: characters.remove(at: index)
            case 1: characters.insert(replacements[replacement], at: index)
            case 2: characters[index] = replacements[replacement]
            default: characters = Array(characters[..<index])
            }
            let text = String(characters)
            guard let quick = quickRead(SampleStep.self, text) else { return }
            #expect(quick == jsonDecoderRead(SampleStep.self, text), "\(text)")
        }
    }

    @Test func escapesAndUnicodeReadAsJSONDecoderReadsThem() {
        let texts = [
            #"{"open":{"id":1,"title":"\ud83d\ude00 \u00e9\u4e2d \"q\" \\ \/ \b\f\n\r\t"}}"#,
            #"{"open":{"id":-0,"title":"😀"}}"#,
            #" { "open" : { "title" : "spaced" , "id" : 7 } } "#,
            #"{"pick":{"_0":-128,"_1":18446744073709551615,"_2":1.5e-3}}"#,
            #"{"pick":{"_0":1,"_1":2,"_2":null}}"#,
            #"{"start":{}}"#,
        ]
        for text in texts {
            let quick = quickRead(SampleStep.self, text)
            #expect(quick != nil, "\(text)")
            #expect(quick == jsonDecoderRead(SampleStep.self, text), "\(text)")
        }
    }

    /// Integers are read into their value when the text is read, other numbers keep their
    /// text: either way a number reads as `JSONDecoder` reads it, to the bit and the sign.
    @Test func numbersReadAsJSONDecoderReadsThem() throws {
        struct Numbers: Codable, Equatable {
            var int: Int
            var uint: UInt64
            var double: Double
            var float: Float
        }
        let texts = [
            #"{"int":0,"uint":0,"double":-0,"float":-0}"#,
            #"{"int":-9223372036854775808,"uint":18446744073709551615,"double":9007199254740993,"float":16777217}"#,
            #"{"int":9223372036854775807,"uint":9223372036854775808,"double":-9223372036854775809,"float":-1}"#,
            #"{"int":-1,"uint":1,"double":123456789012345678901234567890,"float":0.5e1}"#,
        ]
        for text in texts {
            let quick = try #require(StepValueDecoder.read(Numbers.self, from: text), "\(text)")
            let expected = try JSONDecoder().decode(Numbers.self, from: Data(text.utf8))
            #expect(quick == expected, "\(text)")
            #expect(quick.double.bitPattern == expected.double.bitPattern, "\(text)")
            #expect(quick.float.bitPattern == expected.float.bitPattern, "\(text)")
        }
        // Beyond `Int` (or negative for `UInt64`): left to JSONDecoder, which refuses it.
        let beyondInt = #"{"int":9223372036854775808,"uint":0,"double":0,"float":0}"#
        #expect(StepValueDecoder.read(Numbers.self, from: beyondInt) == nil)
        #expect(StepValueDecoder.read(Numbers.self, from: #"{"int":0,"uint":-1,"double":0,"float":0}"#) == nil)
    }

    /// A bare integer (a headless container's state) is read without a document: as
    /// `JSONDecoder` reads it, or not at all.
    @Test func aBareIntegerReadsAsJSONDecoderReadsIt() {
        let texts = [
            "7", " -42 ", "0", "-0", "9223372036854775807", "-9223372036854775808", "9223372036854775808", "+1",
            "01", "1.0", "1e2", "", "-", "7 8", "\"7\"",
        ]
        for text in texts {
            let expected = try? JSONDecoder().decode(Int.self, from: Data(text.utf8))
            let quick = StepValueDecoder.read(Int.self, from: text)
            #expect(quick == nil || quick == expected, "\(text)")
            if ["7", " -42 ", "0", "-0", "9223372036854775807", "-9223372036854775808"].contains(text) {
                #expect(quick != nil, "\(text)")
            }
        }
    }

    /// A type that reads its coding path gets the path `JSONDecoder` gives it, keys and
    /// array indices alike.
    @Test func aValueSeesTheCodingPathJSONDecoderGivesIt() throws {
        struct PathReader: Decodable, Equatable {
            var path: [String]
            init(from decoder: any Decoder) throws {
                path = decoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            }
        }
        struct Outer: Decodable, Equatable {
            var inner: [String: [PathReader]]
        }
        let text = #"{"inner":{"a":[{},{}]}}"#
        let quick = try #require(StepValueDecoder.read(Outer.self, from: text))
        #expect(quick == (try JSONDecoder().decode(Outer.self, from: Data(text.utf8))))
        #expect(quick.inner["a"]?.last?.path == ["inner", "a", "[1]"])
    }

    @Test func whatOnlyJSONDecoderReadsRightIsLeftToIt() {
        let texts = [
            // Out of range, or integers written as JSONDecoder may take or refuse them.
            #"{"pick":{"_0":128,"_1":1,"_2":null}}"#,
            #"{"pick":{"_0":1.0,"_1":1,"_2":null}}"#,
            #"{"pick":{"_0":1,"_1":1e3,"_2":null}}"#,
            #"{"pick":{"_0":1,"_1":1,"_2":1e39}}"#,
            // Malformed: a lone surrogate, a leading zero, a raw control character, two values,
            // a missing brace.
            #"{"open":{"id":1,"title":"\ud83d"}}"#,
            #"{"open":{"id":01,"title":""}}"#,
            "{\"open\":{\"id\":1,\"title\":\"\u{1}\"}}",
            #"{"start":{}} {"start":{}}"#,
            #"{"open":{"id":1,"title":"x"}"#,
            // A key given twice: which one counts is JSONDecoder's rule.
            #"{"open":{"id":1,"id":2,"title":"x"}}"#,
        ]
        for text in texts {
            #expect(quickRead(SampleStep.self, text) == nil, "\(text)")
        }
    }

    /// `Data` reads its own way in `JSONDecoder` (base64): a type that catches the error of
    /// reading it would read otherwise, so the whole step is left to `JSONDecoder`.
    @Test func aStepWithDataIsReadByJSONDecoderEvenWhenItsTypeCatchesTheError() {
        let blob = SampleBlob(data: Data([1, 2, 3]), fallback: "f")
        let record = codec.record(blob)
        #expect(record.value != nil && quickRead(SampleBlob.self, record.value ?? "") == nil)
        #expect(codec.steps(from: [record])[0] as? SampleBlob == blob)
    }

    @Test func aTextThatDoesNotReadIsReportedWithJSONDecoderReason() {
        var record = codec.record(SampleStep.open(id: 1, title: "x"))
        record.value = #"{"open":{"id":"one","title":"x"}}"#
        #expect(codec.steps(from: [record])[0] == nil)
        guard case .failure(.stepNotReadable(let reason)) = codec.step(from: record) else {
            Issue.record("read: \(codec.step(from: record))")
            return
        }
        #expect(reason.contains("id"))
    }
}
