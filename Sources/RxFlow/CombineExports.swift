// `import RxFlow` alone gives users the Combine API: Apple's Combine where it
// exists, OpenCombine (with its Dispatch and Foundation schedulers) elsewhere.
#if canImport(Combine)
    @_exported import Combine
#else
    @_exported import OpenCombineShim
#endif
