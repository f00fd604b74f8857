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

    /// Why `path` cannot be the state directory, if a file stands where it or one of its
    /// parents should be a directory: the state could never be saved there. A directory that
    /// does not exist yet is fine (the first save creates it).
    static func unusableReason(for path: String) -> String? {
        let directory = URL(fileURLWithPath: path).standardizedFileURL
        var url = directory
        while true {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                guard !isDirectory.boolValue else { return nil }
                return url == directory
                    ? "\(path) is a file, not a directory; give a directory (one that does not exist yet is created)."
                    : "\(path) cannot be a directory: \(url.path) is a file."
            }
            let parent = url.deletingLastPathComponent()
            guard parent.path != url.path else { return nil }
            url = parent
        }
    }
}
