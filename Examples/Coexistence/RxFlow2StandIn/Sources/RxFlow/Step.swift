/// What happened in the app (RxFlow 2.x's `Step`).
public protocol Step {}
