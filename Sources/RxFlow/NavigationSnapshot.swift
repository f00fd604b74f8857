/// What a navigation tree shows, as a value: for each running flow, the steps whose
/// navigations made what is still on screen (and its first step, if it set the flow up
/// without contributing anything), in the order they were navigated, and the state of the
/// presentables that change without steps (a selected tab, a popped screen).
///
/// Take one with `FlowCoordinator.navigationSnapshot()`, keep it where the app keeps its
/// state (it is `Codable`), and give it to `coordinate(flow:with:restoringFrom:)` after a
/// relaunch: the flows navigate those steps again and make the same screens.
///
/// Two snapshots of the same tree are equal, whatever the steps that were navigated and
/// undone meanwhile, provided that a screen taken away from a navigation that stayed (by the
/// user, or by a navigation that did not stay) went at the same point among the navigations
/// that stayed (the replay takes it away then again). A snapshot says which format and
/// version wrote it: reading one of another format or of a later version fails with a
/// `DecodingError`.
public struct NavigationSnapshot: Codable, Hashable, Sendable {
    /// The version of the format this package writes.
    public static let currentVersion = 1
    static let format = "swift-rxflow.navigation"

    /// The version of the format the snapshot was written in.
    public let version: Int
    let root: FlowRecord

    init(root: FlowRecord) {
        version = Self.currentVersion
        self.root = root
    }

    /// How many navigations restoring this snapshot replays.
    public var navigationCount: Int { root.navigationCount }

    /// The type name of the flow the snapshot was taken of (`MoviesDemo.AppFlow`).
    public var rootFlowTypeName: String { root.flow }

    private enum CodingKeys: String, CodingKey {
        case format, version, root
    }

    /// Reads a snapshot; fails on another format, a later version, or a malformed tree.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "not a navigation snapshot: its format is \"\(format)\", not \"\(Self.format)\"")
        }
        version = try container.decode(Int.self, forKey: .version)
        guard (1...Self.currentVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription:
                    "navigation snapshot version \(version) is not supported: this package reads versions 1 to \(Self.currentVersion)"
            )
        }
        root = try container.decode(FlowRecord.self, forKey: .root)
        if let problem = root.structuralProblem() {
            throw DecodingError.dataCorruptedError(
                forKey: .root, in: container, debugDescription: "malformed navigation snapshot: \(problem)")
        }
    }

    /// Writes the snapshot.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(version, forKey: .version)
        try container.encode(root, forKey: .root)
    }
}
