import Dispatch

extension DispatchQueue {
    private static let testKey: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// True on the main queue, even when a worker thread drains it.
    static var isMainQueueForTests: Bool { getSpecific(key: testKey) != nil }
}
