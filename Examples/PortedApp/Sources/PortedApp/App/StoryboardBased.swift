// Reusable's `StoryboardBased`, headless (the porting table's Reusable row): there is no
// storyboard, so a screen is made by its `init()`. Screens that adopt it are `final`.

/// A screen made without arguments (`StoryboardBased` in the RxFlow demo, from Reusable).
@MainActor
protocol StoryboardBased: AnyObject {
    init()
}

extension StoryboardBased {
    /// Reusable's factory, headless: the screen, made by its `init()`.
    static func instantiate() -> Self { Self() }
}
