import Logging
import RxFlowTesting

/// A logger that keeps what it is given instead of printing it, for a test that holds what
/// its flows let go of (to look at it afterwards) while it awaits: the automatic leak
/// detection reports those objects once its grace period has passed, which on a loaded
/// machine can come before the test ends. Like the default logger, it takes `info` and above
/// only, so that the engine runs as it does by default (it builds no `debug` line).
func quietLogger() -> Logger {
    LogCapture(level: .info).logger
}
