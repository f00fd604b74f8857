import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// The SwiftUI article's shapes, each its flow run as the user and a deep link drive it, with
/// `FlowTestStore`: tabs, a split view, a confirmation dialog and an alert, a popover, and a
/// jump without animation.
@MainActor
struct SwiftUIArticleShapeTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func tabs() async {
        let store = FlowTestStore(flow: ShelfFlow(), stepper: OneStepper(withSingleStep: ShelfStep.shelfIsReady))
        await store.receive(ShelfFlow.self, ShelfStep.shelfIsReady)
        await store.receive(BookFlow.self, BookStep.booksAreRequired)
        // The user taps the Profile tab: the books are not visible any more, nor dismissed.
        store.tabs(of: ShelfTab.self)?.selection = .profile
        store.assertHierarchy(
            """
            - FlowTabs<ShelfTab> [visible]
              - tab: books
                - FlowStack<BookRoute>
                  - books (top)
              - tab: profile (selected) [visible]
            """)
        store.tabs(of: ShelfTab.self)?.selection = .books
        store.deepLink(ShelfStep.profileIsLinked)
        await store.receive(ShelfFlow.self, ShelfStep.profileIsLinked)
        await store.receive(BookFlow.self, ShelfStep.profileIsLinked)  // a deep link reaches every flow
        #expect(store.tabs(of: ShelfTab.self)?.selectedTab == .profile)
        #expect(store.tabs(of: ShelfTab.self)?.animatesLastChange == false)
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func splitView() async {
        let store = FlowTestStore(flow: GenreFlow(), stepper: OneStepper(withSingleStep: GenreStep.genresAreRequired))
        await store.receive(GenreFlow.self, GenreStep.genresAreRequired)
        // The user picks Drama in the sidebar: the split view sends its step.
        store.split(of: Genre.self)?.selection = .drama
        await store.receive(GenreFlow.self, GenreStep.genreIsPicked(.drama))
        store.assertHierarchy(
            """
            - FlowSplit<Genre> (regular, automatic) [visible]
              - sidebar [visible]
                - FlowStack<GenreRoute> [visible]
                  - genres (top) [visible]
              - detail [visible]
                - FlowStack<GenreRoute> [visible]
                  - genre(RxFlowTestingTests.Genre.drama) (top) [visible]
            """)
        // In compact width only the column on top is visible: the detail, after a selection.
        do {
            let split = store.split(of: Genre.self)
            split?.isCompact = true
            let detail = split?.stack(.detail, of: GenreRoute.self)
            #expect(split?.compactColumn == .detail && detail?.routes.first?.isVisible == true)
            #expect(split?.stack(.sidebar, of: GenreRoute.self)?.routes.first?.isVisible == false)
        }
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func confirmationDialogAndAlert() async {
        let store = FlowTestStore(flow: NotesFlow(), stepper: OneStepper(withSingleStep: NoteStep.notesAreRequired))
        await store.receive(NotesFlow.self, NoteStep.notesAreRequired)
        store.visibleRoute(as: NoteRoute.self)?.viewModel(as: ScreenModel.self)?.tap(
            NoteStep.removalIsRequested(title: "Groceries"))
        await store.receive(NotesFlow.self, NoteStep.removalIsRequested(title: "Groceries"))
        // The user picks Remove: the dialog leaves, then its step is navigated.
        if let stack = store.stack(of: NoteRoute.self), let dialog = stack.presentations.first {
            stack.answer(dialog, buttonTitled: "Remove")
        }
        await store.receive(NotesFlow.self, NoteStep.removalIsConfirmed(title: "Groceries"))
        store.assertHierarchy(
            """
            - FlowStack<NoteRoute> [visible]
              - notes (top) [visible]
              - alert: removed(title: "Groceries") "Groceries was removed" {buttons: "OK"} [visible]
            """)
        // OK ends the alert; it has no step.
        if let stack = store.stack(of: NoteRoute.self), let alert = stack.presentations.first {
            stack.answer(alert, buttonTitled: "OK")
            #expect(stack.presentations.isEmpty)
        }
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popover() async {
        let store = FlowTestStore(
            flow: PaletteFlow(), stepper: OneStepper(withSingleStep: PaletteStep.canvasIsRequired))
        await store.receive(PaletteFlow.self, PaletteStep.canvasIsRequired)
        store.visibleRoute(as: PaletteRoute.self)?.viewModel(as: ScreenModel.self)?.tap(PaletteStep.colorsAreRequired)
        await store.receive(PaletteFlow.self, PaletteStep.colorsAreRequired)
        do {
            // The canvas under the popover stays visible; a tap outside ends the popover, and a
            // step its view model sends later is not navigated.
            let stack = store.stack(of: PaletteRoute.self)
            let colors = store.visibleRoute(as: PaletteRoute.self)
            #expect(stack?.routes.first?.isVisible == true && colors?.style == .popover)
            stack?.setPresentation(nil, at: 0, style: .popover)
            colors?.viewModel(as: ScreenModel.self)?.tap(PaletteStep.colorIsPicked(name: "Red"))
        }
        await store.receiveDrop(PaletteStep.colorIsPicked(name: "Red"), reason: .presentableDismissed)
        // Opened again, a color picked: the popover leaves and the color is pushed.
        store.visibleRoute(as: PaletteRoute.self)?.viewModel(as: ScreenModel.self)?.tap(PaletteStep.colorsAreRequired)
        await store.receive(PaletteFlow.self, PaletteStep.colorsAreRequired)
        store.visibleRoute(as: PaletteRoute.self)?.viewModel(as: ScreenModel.self)?.tap(
            PaletteStep.colorIsPicked(name: "Red"))
        await store.receive(PaletteFlow.self, PaletteStep.colorIsPicked(name: "Red"))
        store.assertHierarchy(
            """
            - FlowStack<PaletteRoute> [visible]
              - canvas
              - color(name: "Red") (top) [visible]
            """)
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func jumpWithoutAnimation() async {
        let store = FlowTestStore(
            flow: RecipeFlow(), stepper: OneStepper(withSingleStep: RecipeStep.recipesAreRequired))
        await store.receive(RecipeFlow.self, RecipeStep.recipesAreRequired)
        store.visibleRoute(as: RecipeRoute.self)?.viewModel(as: ScreenModel.self)?.tap(
            RecipeStep.recipeIsPicked(name: "Soup"))
        await store.receive(RecipeFlow.self, RecipeStep.recipeIsPicked(name: "Soup"))
        store.visibleRoute(as: RecipeRoute.self)?.viewModel(as: ScreenModel.self)?.tap(
            RecipeStep.timerIsRequired(name: "Soup"))
        await store.receive(RecipeFlow.self, RecipeStep.timerIsRequired(name: "Soup"))
        // A link to another recipe: the timer leaves and the path is rebuilt, in one change
        // without animation; the list, already there, is kept.
        let list = store.stack(of: RecipeRoute.self)?.routes.first.map(ObjectIdentifier.init)
        store.deepLink(RecipeStep.recipeIsLinked(name: "Bread"))
        await store.receive(RecipeFlow.self, RecipeStep.recipeIsLinked(name: "Bread"))
        #expect(store.stack(of: RecipeRoute.self)?.animatesLastChange == false)
        #expect(store.stack(of: RecipeRoute.self)?.routes.first.map(ObjectIdentifier.init) == list)
        store.assertHierarchy(
            """
            - FlowStack<RecipeRoute> [visible]
              - recipes
              - recipe(name: "Bread") (top) [visible]
            """)
        await store.finish()
    }
}
