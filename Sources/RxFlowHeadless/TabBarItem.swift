/// What a tab bar shows for a screen, like `UITabBarItem`: a title and images.
///
/// Set it on a tab's screen (`navigationController.tabBarItem = TabBarItem(title: …)`), as in
/// UIKit; `Window.render()` prints it on the screen's line.
@MainActor
public final class TabBarItem {
    /// The tab's title.
    public var title: String?
    /// The tab's image.
    public var image: Image?
    /// The image of the tab while it is selected; `image` when nil.
    public var selectedImage: Image?
    /// A number the app gives the item, as in UIKit; 0 by default.
    public var tag: Int

    /// Creates an item with a title and images: `UITabBarItem(title:image:selectedImage:)`.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
    }

    /// Creates an item with a title, an image and a tag: `UITabBarItem(title:image:tag:)`.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// `{tab: "Wishlist", image: wishlist}`, for `Window.render()`.
    var rendered: String {
        var parts = ["\"\(title ?? "")\""]
        if let image { parts.append("image: \(image)") }
        if let selectedImage { parts.append("selected image: \(selectedImage)") }
        return "{tab: \(parts.joined(separator: ", "))}"
    }
}
