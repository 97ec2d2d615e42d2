import Foundation

/// Fixed slots filled from concurrent work, one writer per slot.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.lock(); defer { lock.unlock() }; return storage[index] }
        set { lock.lock(); storage[index] = newValue; lock.unlock() }
    }

    var values: [Value?] { lock.lock(); defer { lock.unlock() }; return storage }
}

extension Array where Element: Sendable {
    /// `map(transform)` run on all cores; results in the order of the elements.
    func concurrentMap<T>(_ transform: @Sendable (Element) -> T) -> [T] {
        let slots = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in slots[index] = transform(self[index]) }
        return slots.values.map { $0! }
    }
}

/// Runs `first` and `second` at the same time (on two cores when there are two) and returns both results.
func concurrently<A, B>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let a = ResultSlots<A>(count: 1)
    let b = ResultSlots<B>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { a[0] = first() } else { b[0] = second() }
    }
    return (a[0]!, b[0]!)
}

/// A value made on another thread while the caller goes on; reading `value` waits until it is made.
final class Background<Value>: @unchecked Sendable {  // `result` is written once, before `done` is left
    private var result: Value?
    private let done = DispatchGroup()

    /// Starts making the value.
    init(_ make: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.result = make()
            self.done.leave()
        }
    }

    /// The value, once made.
    var value: Value {
        done.wait()
        return result!
    }
}
