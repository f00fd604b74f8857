/// A type's name as an app writes it in its own module, for events, logs and the navigation
/// graph: qualified by the types it is nested in (`Outer.InnerFlow`, where
/// `String(describing:)` prints `InnerFlow`), without module names (`WishlistFlow`,
/// `Box<Outer.Step>`).
///
/// Made from `String(reflecting:)`, whose every type reference starts with its module
/// (`MyApp.Outer.InnerFlow`): the first component of each reference goes, and so do the
/// contexts the runtime names for private or local types (`(unknown context at $…)`, which
/// would differ between runs: a private type nested in another keeps its outer names, a type
/// declared in a function gets those of the types around the function) and extensions of other
/// modules' types (`(extension in MyApp):`).
///
/// Open to the package's other modules, so that the headless screens and the test kit name
/// types as the engine does.
@_spi(RxFlowInternals)
public enum TypeName {
    /// `type`'s name as the app writes it, without module names.
    public static func of(_ type: Any.Type) -> String {
        readable(String(reflecting: type))
    }

    /// `reflected` without its module names and unnamed contexts.
    static func readable(_ reflected: String) -> String {
        var result = ""
        var rest = Substring(reflected)
        // At the start of a type reference, whose first component is a module name.
        var atReferenceStart = true
        while let first = rest.first {
            if let context = unnamedContext(at: rest) {
                rest = rest[context.upperBound...]
                if context.isExtension { atReferenceStart = true }
                continue
            }
            if isDelimiter(first) {
                result.append(first)
                rest = rest.dropFirst()
                // After `.` comes a nested name; after `<`, `(`, `,`, ` `, `[`, `{` (a parameter
                // pack, `Pack{…}`) or `@` (a global actor, `@Swift.MainActor`) a new reference.
                atReferenceStart = first != "."
                continue
            }
            let identifier = rest.prefix { !isDelimiter($0) }
            rest = rest[identifier.endIndex...]
            if atReferenceStart, rest.first == "." {
                rest = rest.dropFirst()  // the module
            } else {
                result += identifier
            }
            atReferenceStart = false
        }
        return result
    }

    private static func isDelimiter(_ character: Character) -> Bool {
        ".<>()[]{},: -?!&@~".contains(character)
    }

    /// The unnamed context `text` starts with, through its `.` or `:`, if any.
    private static func unnamedContext(at text: Substring) -> (upperBound: Substring.Index, isExtension: Bool)? {
        for (opening, separator, isExtension) in [("(unknown context at ", ".", false), ("(extension in ", ":", true)]
        where text.hasPrefix(opening) {
            guard let close = text.firstIndex(of: ")") else { return nil }
            let afterClose = text.index(after: close)
            guard afterClose < text.endIndex, String(text[afterClose]) == separator else { return nil }
            return (text.index(after: afterClose), isExtension)
        }
        return nil
    }
}
