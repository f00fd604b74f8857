/// Stops the run with `message` unless `condition` holds. Unlike `precondition`, it keeps
/// its message in release builds, where the benchmarks run.
func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fatalError(message(), file: file, line: line) }
}
