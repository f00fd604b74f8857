/// The routes of the benchmarks' `FlowStack`s.
enum BenchRoute: Hashable {
    /// The root route of a `RouteFlow`'s stack.
    case root
    /// A pushed route, numbered from 1.
    case page(Int)
}
