// Stand-ins for the Objective-C runtime functions RxFlowUIKit's hooks call, with the
// signatures Swift imports them with on Apple platforms; bodies do nothing (type-checking
// only, see Scripts/typecheck-apple-glue). `NSObject` comes from Foundation here.

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: Hashable, Sendable {
    /// https://developer.apple.com/documentation/objectivec/selector/init(_:)
    public init(_ name: String) {}
}

/// https://developer.apple.com/documentation/objectivec/method
public typealias Method = OpaquePointer

/// https://developer.apple.com/documentation/objectivec/1418530-class_getinstancemethod
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

/// https://developer.apple.com/documentation/objectivec/1418769-method_exchangeimplementations
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {}

/// https://developer.apple.com/documentation/objectivec/1418865-objc_getassociatedobject
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }

/// https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {}

/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt, Sendable {
    /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_assign
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_retain_nonatomic
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_copy_nonatomic
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_retain
    case OBJC_ASSOCIATION_RETAIN = 769
    /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_copy
    case OBJC_ASSOCIATION_COPY = 771
}
