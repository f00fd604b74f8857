import Foundation

/// Where the state file lives: `--config-dir` if given, else `$XDG_CONFIG_HOME/moviesdemo`,
/// else `$HOME/.config/moviesdemo`.
enum ConfigDirectory {
    /// The directory name under the user's config directory.
    static let appName = "moviesdemo"

    /// Resolves the state directory from the option and the environment. `HOME` is read
    /// from the environment, as shells and the XDG specification do (so `HOME=/tmp/x` moves
    /// the state); `userHome`, the home directory of the user database, is the fallback when
    /// `HOME` is unset or not an absolute path.
    static func resolve(option: String?, environment: [String: String], userHome: URL) -> URL {
        if let option, !option.isEmpty {
            return URL(fileURLWithPath: option, isDirectory: true)
        }
        // The XDG specification says relative paths are to be ignored; so are empty ones.
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(appName, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
        return (home ?? userHome).appendingPathComponent(".config", isDirectory: true)
            .appendingPathComponent(appName, isDirectory: true)
    }
}
