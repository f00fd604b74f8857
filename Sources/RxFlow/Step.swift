/// A navigation state: what happened ("movie picked", "login required"), never where to go.
///
/// Steps are usually enum cases; they cross threads, hence `Sendable`.
public protocol Step: Sendable {}
