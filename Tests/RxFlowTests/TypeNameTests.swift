import Testing

@_spi(RxFlowInternals) @testable import RxFlow

/// Type names as an app writes them: nested types qualified, no module, no runtime contexts.
struct TypeNameTests {
    private enum Outer {
        struct Inner {}
        struct Box<Value> { struct Item {} }
    }

    /// A private type nested in another keeps its outer names (a step enum private to its flow);
    /// a type declared in a function gets those of the types around the function.
    @Test func nestedPrivateAndGenericTypesAreNamedAsWritten() {
        struct Local {}
        #expect(TypeName.of(Outer.Inner.self) == "TypeNameTests.Outer.Inner")
        #expect(
            TypeName.of(Outer.Box<Outer.Inner>.Item.self)
                == "TypeNameTests.Outer.Box<TypeNameTests.Outer.Inner>.Item")
        #expect(TypeName.of(Local.self) == "TypeNameTests.Local")
        #expect(TypeName.of([String: Outer.Inner].self) == "Dictionary<String, TypeNameTests.Outer.Inner>")
        typealias Handler = ((Int, Outer.Inner)) -> Void
        #expect(TypeName.of(Handler.self) == "((Int, TypeNameTests.Outer.Inner)) -> ()")
        #expect(TypeName.of(NoneStep.self) == "NoneStep")
    }

    @Test func extensionsOfOtherModulesTypesAndUnknownContextsAreLeftOut() {
        #expect(TypeName.readable("(extension in MyApp):Swift.Array<Swift.Int>.Item") == "Array<Int>.Item")
        #expect(
            TypeName.readable("MyApp.(unknown context at $10ab).Wrapper<MyApp.(unknown context at $10cd).Hidden>")
                == "Wrapper<Hidden>")
    }

    /// A global actor's attribute is a reference with its module (`@Swift.MainActor`), and a
    /// parameter pack is braced (`Pack{…}`): the `@` stays, the braces stay balanced.
    @Test func attributesAndPacksKeepTheirMarks() {
        #expect(TypeName.readable("@Swift.MainActor @Sendable () -> ()") == "@MainActor @Sendable () -> ()")
        #expect(
            TypeName.readable("MyApp.Box<Pack{Swift.Int, MyApp.Outer.Inner}>") == "Box<Pack{Int, Outer.Inner}>")
        // The runtime may add `@Sendable` after the global actor.
        #expect(TypeName.of((@MainActor () -> Void).self).hasPrefix("@MainActor "))
    }
}
