import Foundation
import PropertyBased
import Testing

@testable import RxFlow

/// Generated and hostile texts: `StepValueDecoder` reads each as `JSONDecoder` reads it, or
/// leaves it to `JSONDecoder`, and never crashes.
struct StepValueDecoderFuzzTests {
    /// `text` read by `StepValueDecoder` when it reads it, and by `JSONDecoder`.
    private func readings<Value: Decodable & Equatable>(_ type: Value.Type, _ text: String) -> (
        quick: Value?, json: Value?
    ) {
        (StepValueDecoder.read(type, from: text), try? JSONDecoder().decode(type, from: Data(text.utf8)))
    }

    private func expectSameOrLeft<Value: Decodable & Equatable>(
        _ type: Value.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // `JSONDecoder` only where there is something to compare: it reads the deepest texts slowly.
        guard let quick = StepValueDecoder.read(type, from: text) else { return }
        let json = try? JSONDecoder().decode(type, from: Data(text.utf8))
        #expect(quick == json, "\(type) from \(text.prefix(200))", sourceLocation: sourceLocation)
    }

    @Test func generatedTextsReadAsJSONDecoderReadsThemOrAreLeftToIt() async {
        await propertyCheck(count: 1_500, input: Gen.int(in: 0...1_000_000).array(of: 1...80)) { choices in
            let text = JSONTextBuilder.text(choices)
            expectSameOrLeft(LenientReading.self, text)
            expectSameOrLeft([LenientReading].self, text)
            expectSameOrLeft(SampleStep.self, text)
        }
    }

    /// Each number type reads a number as `JSONDecoder` reads it (to the bit for floating
    /// point), or leaves it; a number written as the type writes it is read.
    @Test func generatedNumbersReadAsJSONDecoderReadsThem() async {
        let digits = Gen<Character?>.element(of: Array("0123456789")).compactMap { $0 }.string(of: 1...22)
        await propertyCheck(
            count: 600, input: Gen.int(in: 0...7), digits, digits, Gen.int(in: -420...420),
            Gen.int(in: 0...(JSONTextBuilder.numbers.count - 1))
        ) { shape, whole, fraction, exponent, listed in
            let sign = shape & 1 == 0 ? "" : "-"
            let text: String =
                switch shape / 2 {
                case 0: sign + whole
                case 1: sign + whole + "." + fraction
                case 2: sign + whole + "e\(exponent)"
                default: JSONTextBuilder.numbers[listed]
                }
            for wrapped in [text, "[\(text)]"] {
                expectSameOrLeftForEveryNumberType(wrapped)
            }
        }
    }

    private func expectSameOrLeftForEveryNumberType(_ text: String) {
        expectSameOrLeft(Int.self, text)
        expectSameOrLeft(Int8.self, text)
        expectSameOrLeft(Int16.self, text)
        expectSameOrLeft(Int32.self, text)
        expectSameOrLeft(Int64.self, text)
        expectSameOrLeft(UInt.self, text)
        expectSameOrLeft(UInt8.self, text)
        expectSameOrLeft(UInt16.self, text)
        expectSameOrLeft(UInt32.self, text)
        expectSameOrLeft(UInt64.self, text)
        expectSameOrLeft([Int?].self, text)
        let float = readings(Float.self, text)
        #expect(float.quick == nil || float.quick?.bitPattern == float.json?.bitPattern, "Float from \(text)")
        let double = readings(Double.self, text)
        #expect(double.quick == nil || double.quick?.bitPattern == double.json?.bitPattern, "Double from \(text)")
    }

    /// A number too small for the type reads as zero with `Double(_:)`, where `JSONDecoder`
    /// refuses it.
    @Test func aNumberThatUnderflowsIsNotReadAsZero() {
        #expect(StepValueDecoder.read(Float.self, from: "1e-50") == nil)
        #expect(StepValueDecoder.read([Double].self, from: "[-1e-400]") == nil)
        #expect(StepValueDecoder.read(Float.self, from: "8e-46")?.bitPattern == 1)
        #expect(StepValueDecoder.read(Double.self, from: "0.000e-999")?.bitPattern == 0)
    }

    /// An element that does not read as one type is still there for the next try, as in
    /// `JSONDecoder`.
    @Test func anElementThatFailsToReadIsNotSkipped() throws {
        struct StringsOrIntegers: Decodable, Equatable {
            var values: [String] = []
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                while !container.isAtEnd {
                    if let string = try? container.decode(String.self) {
                        values.append(string)
                    } else if (try? container.nestedUnkeyedContainer()) != nil {
                        values.append("array")
                    } else {
                        values.append("\(try container.decode(Int.self))")
                    }
                }
            }
        }
        let text = #"[1, "a", 2, [], 3]"#
        let quick = try #require(StepValueDecoder.read(StringsOrIntegers.self, from: text))
        #expect(quick.values == ["1", "a", "2", "array", "3"])
        #expect(quick == (try JSONDecoder().decode(StringsOrIntegers.self, from: Data(text.utf8))))
    }

    /// `JSONDecoder` counts a `decodeIfPresent` at the end as an element read: a type that
    /// looks at `currentIndex` then sees what `JSONDecoder` gives it.
    @Test func decodeIfPresentAtTheEndCountsAsJSONDecoderCountsIt() {
        struct Counted: Decodable, Equatable {
            var index = 0
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                while try container.decodeIfPresent(Int.self) != nil {}
                index = container.currentIndex
            }
        }
        for text in ["[]", "[1, 2]", "[1, null, 2]"] {
            expectSameOrLeft(Counted.self, text)
        }
    }

    /// `superDecoder()` adds `super` to the coding path, `superDecoder(forKey:)` its key, as
    /// in `JSONDecoder`.
    @Test func aSuperDecoderHasTheCodingPathJSONDecoderGivesIt() throws {
        struct Paths: Decodable, Equatable {
            var paths: [[String]] = []
            private enum CodingKeys: String, CodingKey { case list }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                var list = try container.nestedUnkeyedContainer(forKey: .list)
                let decoders = try [
                    container.superDecoder(), container.superDecoder(forKey: .list), list.superDecoder(),
                ]
                paths = decoders.map { $0.codingPath.map { "\($0.stringValue) \(String(describing: $0.intValue))" } }
            }
        }
        let text = #"{"list":[1],"super":{}}"#
        let quick = try #require(StepValueDecoder.read(Paths.self, from: text))
        #expect(quick == (try JSONDecoder().decode(Paths.self, from: Data(text.utf8))))
        #expect(quick.paths.first == ["super nil"])
    }

    /// The texts left to `JSONDecoder` are read together as one list: a text that is not one
    /// value, which `JSONDecoder` refuses alone, must not read as part of the list.
    @Test func aTextThatIsNotOneValueDoesNotReadInTheListOfTexts() {
        let codec = StepCodec(types: [SampleStep.self])
        let name = StepCodec.name(of: SampleStep.self)
        let texts = [#"{"start":{}},"#, #"{"open":{"id":1,"id":1,"title":"x"}}"#, #"{"start":{}} ,"#]
        let read = codec.steps(from: texts.map { StepRecord(type: name, value: $0, description: "") })
        #expect(read.map { $0 as? SampleStep } == [nil, .open(id: 1, title: "x"), nil])
    }

    /// Texts built to break a reader: deep nesting (a stack overflow in a recursive reader),
    /// long strings and numbers, what is not JSON at all.
    @Test func hostileTextsDoNotCrash() {
        let deep = 20_000
        let longString = String(repeating: "é\\n", count: 50_000)
        let texts = [
            String(repeating: "[", count: deep),
            String(repeating: "[", count: deep) + String(repeating: "]", count: deep),
            String(repeating: #"{"a":"#, count: deep),
            String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
            String(repeating: #"{"many":"#, count: 300) + "null" + String(repeating: "}", count: 300),
            "\"\(longString)\"", "[\"\(longString)\"]", String(repeating: "9", count: 20_000),
            "0." + String(repeating: "0", count: 20_000) + "1", "1e" + String(repeating: "9", count: 1_000),
            "", " ", "\u{FEFF}{\"start\":{}}", "{\"start\":{}}\u{0}", "{\"start\":{}}x", "{\"start\":{}} ,", "nul",
            "\u{FEFF}", "\"", "\"\\", "\"\\u12", "[1,]", "{\"a\":1,}", "{,}", "-", "--1", "1.", ".5", "+1", "0x10",
        ]
        let codec = StepCodec(types: [SampleStep.self])
        for text in texts {
            expectSameOrLeft(LenientReading.self, text)
            expectSameOrLeft(SampleStep.self, text)
            expectSameOrLeft(String.self, text)
            expectSameOrLeft(Int.self, text)
            let record = StepRecord(type: StepCodec.name(of: SampleStep.self), value: text, description: "")
            // As a restoration reads it: the steps together, and one that does not read alone.
            let json = try? JSONDecoder().decode(SampleStep.self, from: Data(text.utf8))
            let read = codec.steps(from: [record])[0] ?? (try? codec.step(from: record).get())
            #expect(read as? SampleStep == json, "\(text.prefix(100))")
        }
        // Within the reader's depth, and a long string: read without `JSONDecoder`.
        let nested = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(readings(LenientReading.self, nested).quick != nil)
        #expect(StepValueDecoder.read(String.self, from: "\"\(longString)\"")?.count == 100_000)
    }
}
