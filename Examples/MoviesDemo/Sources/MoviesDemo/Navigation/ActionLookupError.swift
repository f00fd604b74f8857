/// Why no single action on screen has a given title.
enum ActionLookupError: Error, Equatable, CustomStringConvertible {
    /// No action has the title; `available` are the titles there are, in order.
    case noActionTitled(String, available: [String])
    /// `count` actions have the title, so it does not say which one to take.
    case severalActionsTitled(String, count: Int)

    var description: String {
        switch self {
        case .noActionTitled(let title, let available) where available.isEmpty:
            "no action titled \"\(title)\": the screen has no actions."
        case .noActionTitled(let title, let available):
            "no action titled \"\(title)\"; the actions are "
                + available.map { "\"\($0)\"" }.joined(separator: ", ") + "."
        case .severalActionsTitled(let title, let count):
            "\(count) actions are titled \"\(title)\"; a title must name one action."
        }
    }
}
