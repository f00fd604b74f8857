import Foundation

/// Where the state file lives: `--config-dir` if given, else `$XDG_CONFIG_HOME/moviesdemo`,
/// else `~/.config/moviesdemo`.
enum ConfigDirectory {
    /// The directory name under the user's config directory.
    static let appName = "moviesdemo"

    /// Resolves the state directory from the option, the environment and the home directory.
    static func resolve(option: String?, environment: [String: String], homeDirectory: URL) -> URL {
        if let option, !option.isEmpty {
            return URL(fileURLWithPath: option, isDirectory: true)
        }
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(appName, isDirectory: true)
        }
        return homeDirectory.appendingPathComponent(".config", isDirectory: true)
            .appendingPathComponent(appName, isDirectory: true)
    }
}
