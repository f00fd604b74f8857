extension SplitViewController {
    /// How the columns are arranged, like `UISplitViewController.DisplayMode`.
    ///
    /// Headless there is no screen width to arrange columns on: the preferred mode is stored and
    /// rendered, and changes nothing else (set `isCollapsed` for a single column).
    public enum DisplayMode: Sendable, Hashable, CustomStringConvertible {
        /// The system chooses.
        case automatic
        /// Only the secondary column.
        case secondaryOnly
        /// The primary column beside the secondary one.
        case oneBesideSecondary
        /// The primary column over the secondary one.
        case oneOverSecondary
        /// Both columns, side by side (UIKit's older name for `oneBesideSecondary`).
        case allVisible
        /// The primary column hidden (UIKit's older name for `secondaryOnly`).
        case primaryHidden
        /// The primary column over the secondary one (UIKit's older name for `oneOverSecondary`).
        case primaryOverlay

        /// The case's name.
        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .secondaryOnly: "secondaryOnly"
            case .oneBesideSecondary: "oneBesideSecondary"
            case .oneOverSecondary: "oneOverSecondary"
            case .allVisible: "allVisible"
            case .primaryHidden: "primaryHidden"
            case .primaryOverlay: "primaryOverlay"
            }
        }
    }
}
