import Foundation

/// Reads and writes the state of `RestorablePresentable`s as JSON text.
@MainActor
enum PresentableStateCodec {
    /// The state of `presentable` if it is restorable, or nil.
    static func state(of presentable: any Presentable) -> String? {
        guard let restorable = presentable as? any RestorablePresentable else { return nil }
        return encodedState(of: restorable)
    }

    /// Applies `text` to `presentable`; false if it is not restorable, the text does not
    /// read as its state, or it refused the state.
    static func apply(_ text: String, to presentable: any Presentable) -> Bool {
        guard let restorable = presentable as? any RestorablePresentable else { return false }
        return apply(text, toRestorable: restorable)
    }

    private static func encodedState<P: RestorablePresentable>(of presentable: P) -> String? {
        guard let data = try? StepCodec.encoder.encode(presentable.restorationState) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func apply<P: RestorablePresentable>(_ text: String, toRestorable presentable: P) -> Bool {
        // Read as steps are (`StepValueDecoder`, `JSONDecoder` for what it leaves).
        guard
            let state = StepValueDecoder.read(P.RestorationState.self, from: text)
                ?? (try? JSONDecoder().decode(P.RestorationState.self, from: Data(text.utf8)))
        else { return false }
        return presentable.restore(state)
    }
}
