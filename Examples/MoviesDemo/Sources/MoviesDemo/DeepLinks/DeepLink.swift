import Foundation

/// Turns `moviesdemo://movies/<id>` and `moviesdemo://cast/<id>` into the step they stand for.
enum DeepLink {
    static let scheme = "moviesdemo"

    /// The step `link` stands for, or why it is refused (ids are checked against `catalogue`).
    static func step(for link: String, in catalogue: Catalogue) -> Result<DemoStep, DeepLinkError> {
        let trimmed = link.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme else { return .failure(.malformed(link)) }
        guard scheme.lowercased() == Self.scheme else { return .failure(.wrongScheme(trimmed)) }
        let components = url.pathComponents.filter { $0 != "/" }
        guard let host = url.host?.lowercased(), components.count == 1, ["movies", "cast"].contains(host) else {
            return .failure(.unknownPath(trimmed))
        }
        // Digits only: `Int` also reads "+5", and a number too large for it is refused with the
        // same error, whose text says the range.
        let digits = components[0]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(digits) else {
            return .failure(.invalidId(trimmed))
        }
        if host == "movies" {
            guard catalogue.movie(withId: id) != nil else { return .failure(.unknownMovie(id)) }
            return .success(.movieIsPicked(withId: id))
        }
        guard catalogue.castMember(withId: id) != nil else { return .failure(.unknownCastMember(id)) }
        return .success(.castIsPicked(withId: id))
    }
}
