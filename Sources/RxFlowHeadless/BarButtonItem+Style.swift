extension BarButtonItem {
    /// How a button is drawn, like `UIBarButtonItem.Style`: stored, and rendered for `.done`.
    public enum Style: Sendable, Hashable {
        /// A plain button.
        case plain
        /// A button that ends a task, drawn in bold.
        case done
    }
}
