/// Why a deep link was refused.
enum DeepLinkError: Error, Equatable, CustomStringConvertible {
    case malformed(String)
    case wrongScheme(String)
    case unknownPath(String)
    case invalidId(String)
    case unknownMovie(Int)
    case unknownCastMember(Int)

    var description: String {
        switch self {
        case .malformed(let link):
            "\"\(link)\" is not a URL; try moviesdemo://movies/23452 or moviesdemo://cast/2."
        case .wrongScheme(let link):
            "\(link): only moviesdemo:// links are handled."
        case .unknownPath(let link):
            "\(link): unknown link; use moviesdemo://movies/<id> or moviesdemo://cast/<id>."
        case .invalidId(let link):
            "\(link): the id must be a whole number, in digits, from 0 to \(Int.max)."
        case .unknownMovie(let id):
            "there is no movie #\(id) in the catalogue."
        case .unknownCastMember(let id):
            "there is no cast member #\(id) in the catalogue."
        }
    }
}
