#if canImport(SwiftUI)
    import Foundation
    import RxFlow
    import RxFlowSwiftUI
    import SwiftUI

    // The views of the SwiftUI article's shapes: each builds its routes' views and leaves every
    // decision to the models. Compiled with SwiftUI on Apple platforms, type-checked on Linux
    // against the stand-ins (Scripts/typecheck-apple-glue).

    /// The tabs: the books' stack and the profile, each with its tab item.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    struct ShelfView: View {
        let flow: ShelfFlow

        var body: some View {
            FlowTabsView(flow.tabs) { tab in
                switch tab.value {
                case .books:
                    if let stack = tab.stack(of: BookRoute.self) {
                        BookStackView(stack: stack).tabItem { Text("Books") }
                    }
                case .profile:
                    Text("Your profile").tabItem { Text("Profile") }
                }
            }
        }
    }

    /// The `BookFlow`'s stack in its tab, each route's view as the article's `BooksView` builds it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    struct BookStackView: View {
        let stack: FlowStack<BookRoute>

        var body: some View {
            FlowStackView(stack) { route in
                let model = route.viewModel(as: TapModel.self)
                switch route.value {
                case .books:
                    Button("Dune") { model?.tap(.bookIsPicked(title: "Dune")) }
                case .book(let title):
                    Button("Reviews of \(title)") { model?.tap(.reviewsAreRequired(title: title)) }
                case .reviews(let title):
                    Button("Close the reviews of \(title)") { model?.tap(.reviewsAreDone) }
                }
            }
        }
    }

    /// The split view: the sidebar's list selects through the split view's binding.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    struct GenresView: View {
        let flow: GenreFlow

        var body: some View {
            FlowSplitView(flow.split) { selection in
                FlowStackView(flow.sidebar) { _ in
                    List(selection: selection) {
                        Text("Drama").tag(Genre.drama)
                        Text("Comedy").tag(Genre.comedy)
                    }
                }
            } detail: {
                FlowStackView(flow.detail) { route in
                    switch route.value {
                    case .genres, .noSelection:
                        Text("Pick a genre")
                    case .genre(let genre):
                        Text(genre.rawValue)
                    }
                }
            }
        }
    }

    /// The notes: the dialog and the alert are the stack view's, built from their `FlowAlert`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    struct NotesView: View {
        let flow: NotesFlow

        var body: some View {
            FlowStackView(flow.stack) { route in
                switch route.value {
                case .notes:
                    Button("Remove Groceries", role: .destructive) {
                        route.viewModel(as: ScreenModel.self)?.tap(NoteStep.removalIsRequested(title: "Groceries"))
                    }
                case .removal, .removed:
                    EmptyView()
                }
            }
        }
    }

    /// The canvas and its popover of colors (a sheet where there are no popovers).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    struct PaletteView: View {
        let flow: PaletteFlow

        var body: some View {
            FlowStackView(flow.stack) { route in
                let model = route.viewModel(as: ScreenModel.self)
                switch route.value {
                case .canvas:
                    Button("Colors") { model?.tap(PaletteStep.colorsAreRequired) }
                case .colors:
                    Button("Red") { model?.tap(PaletteStep.colorIsPicked(name: "Red")) }
                case .color(let name):
                    Text(name)
                }
            }
        }
    }

    /// The recipes, opening `recipes://recipe/<name>` links: the flow jumps without animation,
    /// and the stack view renders that change in a transaction with animations disabled.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    struct RecipesView: View {
        let flow: RecipeFlow
        let coordinator: FlowCoordinator

        var body: some View {
            FlowStackView(flow.stack) { route in
                let model = route.viewModel(as: ScreenModel.self)
                switch route.value {
                case .recipes:
                    Button("Bread") { model?.tap(RecipeStep.recipeIsPicked(name: "Bread")) }
                case .recipe(let name):
                    Button("Timer") { model?.tap(RecipeStep.timerIsRequired(name: name)) }
                case .timer(let name):
                    Text("Timer for \(name)")
                }
            }
            .onOpenURL { url in
                coordinator.navigate(to: RecipeStep.recipeIsLinked(name: url.lastPathComponent))
            }
        }
    }
#endif
