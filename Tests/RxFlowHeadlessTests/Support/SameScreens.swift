import RxFlowHeadless
import XCTest

/// Asserts that two lists hold the same screens (by identity), in order.
@MainActor
func assertSameScreens(
    _ actual: [ViewController]?, _ expected: [ViewController], file: StaticString = #filePath, line: UInt = #line
) {
    guard let actual else { return XCTFail("no screens", file: file, line: line) }
    XCTAssertTrue(
        actual.count == expected.count && zip(actual, expected).allSatisfy { $0 === $1 },
        "\(actual.map { $0.title ?? "\(ObjectIdentifier($0))" }) is not the expected list", file: file, line: line)
}
