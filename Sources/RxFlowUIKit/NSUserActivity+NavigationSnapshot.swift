#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import UIKit
    import RxFlow

    /// Scene restoration: a scene delegate keeps the coordinator's navigation snapshot in the
    /// activity it returns from `stateRestorationActivity(for:)`, and reads it back from
    /// `session.stateRestorationActivity` when the scene connects again.
    ///
    /// ```swift
    /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    ///     try? NSUserActivity(activityType: "com.example.navigation", navigationSnapshot: coordinator.navigationSnapshot())
    /// }
    /// ```
    extension NSUserActivity {
        /// The `userInfo` key under which the snapshot is kept, as JSON `Data`.
        public static let navigationSnapshotKey = "RxFlow.NavigationSnapshot"

        /// An activity of `activityType` whose `userInfo` holds `snapshot` (its JSON data).
        ///
        /// - Throws: the `EncodingError` of encoding the snapshot.
        public convenience init(activityType: String, navigationSnapshot snapshot: NavigationSnapshot) throws {
            let data = try JSONEncoder().encode(snapshot)
            self.init(activityType: activityType)
            addUserInfoEntries(from: [Self.navigationSnapshotKey: data])
        }

        /// The navigation snapshot the activity holds, or nil if it holds none.
        ///
        /// - Throws: a `DecodingError` if it holds one that does not read (corrupt, or written
        ///   by a later version of the package): start without restoring then.
        public func navigationSnapshot() throws -> NavigationSnapshot? {
            guard let data = userInfo?[Self.navigationSnapshotKey] as? Data else { return nil }
            return try JSONDecoder().decode(NavigationSnapshot.self, from: data)
        }
    }
#endif
