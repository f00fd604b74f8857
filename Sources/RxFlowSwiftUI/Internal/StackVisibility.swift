/// Which parts of a stack are visible, as a pure function of its shape: the rules of a
/// navigation stack with presentations over it, as iOS shows them.
///
/// - Only the top of the path can be visible; a presentation is visible when nothing above
///   it covers it.
/// - A sheet leaves what is under it visible; a full-screen cover hides everything under it,
///   and so does a presented child stack that shows a full-screen cover itself (where the
///   platform shows covers: `PresentationStyle.fullScreenCoversHideWhatIsUnder`; the caller
///   says which layers cover).
/// - Nothing is visible while the stack is not shown.
@usableFromInline
enum StackVisibility {
    /// One presentation over the path, bottom first.
    @usableFromInline
    struct Layer: Equatable {
        /// Whether it hides what is under it: a full-screen cover, or a presentation whose
        /// child stack presents one.
        @usableFromInline var covers: Bool

        @inlinable init(covers: Bool) { self.covers = covers }
    }

    /// What is visible.
    @usableFromInline
    struct Result: Equatable {
        /// The top of the path.
        @usableFromInline var pathTop: Bool
        /// Each layer, bottom first.
        @usableFromInline var layers: [Bool]

        @inlinable init(pathTop: Bool, layers: [Bool]) {
            self.pathTop = pathTop
            self.layers = layers
        }
    }

    @inlinable
    static func compute(isShown: Bool, pathIsEmpty: Bool, layers: [Layer]) -> Result {
        // Walk from the top: everything under the first covering layer is hidden.
        var visible = Array(repeating: false, count: layers.count)
        var uncovered = isShown
        for index in layers.indices.reversed() {
            visible[index] = uncovered
            if layers[index].covers { uncovered = false }
        }
        return Result(pathTop: pathTopIsVisible(isUncovered: uncovered, pathIsEmpty: pathIsEmpty), layers: visible)
    }

    /// Whether the top of the path is visible when nothing over it covers it: shown (for a
    /// stack without presentations, `isShown`), and a path to show. `compute` without
    /// layers, without its arrays.
    @inlinable
    static func pathTopIsVisible(isUncovered: Bool, pathIsEmpty: Bool) -> Bool {
        isUncovered && !pathIsEmpty
    }
}
