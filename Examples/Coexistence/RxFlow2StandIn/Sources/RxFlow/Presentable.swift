/// Something that can be shown (RxFlow 2.x's `Presentable`, without its publishers).
public protocol Presentable: AnyObject {}
