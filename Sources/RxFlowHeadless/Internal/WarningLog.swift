import Foundation

/// Writes warnings to standard error, as UIKit writes its misuse messages to the console.
enum WarningLog {
    static func write(_ warning: HeadlessWarning) {
        FileHandle.standardError.write(Data((warning.description + "\n").utf8))
    }
}
