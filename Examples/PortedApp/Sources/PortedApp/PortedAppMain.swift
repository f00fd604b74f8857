#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the scripted journey, printing the window's hierarchy after each move; exits 1 if a
/// move could not be made.
@main
struct PortedAppMain {
    @MainActor
    static func main() {
        let app = PortedApp()
        app.start()
        let completed = Journey.run(on: app) { print($0) }
        if !completed { exit(1) }
    }
}
