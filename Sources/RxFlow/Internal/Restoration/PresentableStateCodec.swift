import Foundation

/// Reads and writes the state of `RestorablePresentable`s as JSON text.
@MainActor
enum PresentableStateCodec {
    /// The state of `presentable` if it is restorable, or nil.
    static func state(of presentable: any Presentable) -> String? {
        guard let restorable = presentable as? any RestorablePresentable else { return nil }
        return encodedState(of: restorable)
    }

    /// What applying a state did.
    enum Outcome {
        case applied
        /// Its `restore(_:)` returned false: the tree may not be what the state describes.
        case refused
        /// The presentable is not restorable, or the text does not read as its state.
        case unreadable
    }

    /// Applies `text` to `presentable`.
    static func apply(_ text: String, to presentable: any Presentable) -> Outcome {
        guard let restorable = presentable as? any RestorablePresentable else { return .unreadable }
        return apply(text, toRestorable: restorable)
    }

    private static func encodedState<P: RestorablePresentable>(of presentable: P) -> String? {
        guard let data = try? StepCodec.encoder.encode(presentable.restorationState) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func apply<P: RestorablePresentable>(_ text: String, toRestorable presentable: P) -> Outcome {
        // Read as steps are (`StepValueDecoder`, `JSONDecoder` for what it leaves).
        guard
            let state = StepValueDecoder.read(P.RestorationState.self, from: text)
                ?? (try? JSONDecoder().decode(P.RestorationState.self, from: Data(text.utf8)))
        else { return .unreadable }
        return presentable.restore(state) ? .applied : .refused
    }
}
