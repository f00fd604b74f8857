/// An image, like `UIImage(named:)`, reduced to what navigation code does with one: name it.
///
/// There are no pixels: the image is its name, which `Window.render()` prints where the image
/// is shown (a bar button, a tab bar item). `Image(named:)` is failable as `UIImage(named:)`
/// is, so ported code that passes `UIImage(named: "settings")` on as an optional ports as it is;
/// headless, only an empty name has no image.
public struct Image: Sendable, Hashable, CustomStringConvertible {
    /// The name the image was made with.
    public let name: String

    /// The image named `name`; nil for an empty name.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }

    /// The image's name.
    public var description: String { name }
}
