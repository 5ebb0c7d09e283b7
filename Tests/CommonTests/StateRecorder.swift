/// Collects what a store reports (notices, lock waits), without shared mutable state in the test.
struct StateRecorder<Value: Sendable>: Sendable {
    private let stream: AsyncStream<Value>
    private let continuation: AsyncStream<Value>.Continuation

    init() {
        (stream, continuation) = AsyncStream<Value>.makeStream()
    }

    /// The handler to give the store.
    var handler: @Sendable (Value) -> Void {
        { [continuation] value in continuation.yield(value) }
    }

    /// Everything reported so far; call once, at the end.
    func values() async -> [Value] {
        continuation.finish()
        var result: [Value] = []
        for await value in stream { result.append(value) }
        return result
    }
}
