extension RouteTable {
    /// A node's literal children, each with the FNV-1a hash of its text: a scan of the hashes, or an
    /// open-addressed table past `scanLimit`. (Kept for speed: against a `[String: Int32]` per node it
    /// saves 10.5 % of a missed resolve and 22 % of registering 10,000 routes; the table past
    /// `scanLimit`, against the scan alone, 9.0 % of registering them in one module and 7.7 % of
    /// `hub`: under 10 %, kept because without it `hub` is 5.9x fewer instructions than routing-kit's,
    /// under the 6x target. A URL only looks keys up, so the unseeded hash cannot be used to slow the table.)
    struct Literals: Sendable {
        struct Child: Sendable {
            let hash: UInt64
            let text: String
            let node: Int32
        }

        static let scanLimit = 16
        private var children: [Child] = []
        /// Child index + 1 per slot (0 empty); empty up to `scanLimit` children.
        private var slots: [Int32] = []
        /// 64 − log2(slots.count): a hash's top bits pick its slot. One byte, so a node takes 32.
        private var shift: UInt8 = 64

        var isEmpty: Bool { children.isEmpty }

        static func hash(_ text: String) -> UInt64 {
            // Native and small strings are contiguous: no copy of the string to make it so.
            if let value = text.utf8.withContiguousStorageIfAvailable({ hash(bytes: $0) }) { return value }
            var value: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return value
        }

        static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }

        private func firstSlot(_ hash: UInt64) -> Int {
            // Fibonacci hashing spreads FNV's weaker low bits over the top ones.
            Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
        }

        func node(for text: String, hash: UInt64) -> Int32? {
            node(hash: hash) { $0 == text }
        }

        func node(forBytes bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int32? {
            node(hash: hash) { Self.text($0, is: bytes) }
        }

        /// The child whose hash is `hash` and whose text `matches`.
        @inline(__always)
        private func node(hash: UInt64, where matches: (String) -> Bool) -> Int32? {
            if slots.isEmpty {
                for child in children where child.hash == hash && matches(child.text) { return child.node }
                return nil
            }
            let mask = slots.count - 1
            var slot = firstSlot(hash)
            while true {
                let index = Int(slots[slot])
                if index == 0 { return nil }
                let child = children[index - 1]
                if child.hash == hash && matches(child.text) { return child.node }
                slot = (slot + 1) & mask
            }
        }

        /// Whether `text` is spelled `bytes`, compared in place. (Kept for speed: `utf8.elementsEqual` spent
        /// 4.7 M of the 46.7 M instructions of `profile hub`.)
        private static func text(_ text: String, is bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let same = text.utf8.withContiguousStorageIfAvailable { stored -> Bool in
                guard stored.count == bytes.count else { return false }
                for index in stored.indices where stored[index] != bytes[index] { return false }
                return true
            }
            return same ?? text.utf8.elementsEqual(bytes)
        }

        mutating func add(_ text: String, hash: UInt64, node: Int32) {
            children.append(Child(hash: hash, text: text, node: node))
            if slots.isEmpty {
                guard children.count > Self.scanLimit else { return }
                rebuild(slotCount: 64)
            } else if children.count * 2 > slots.count {
                rebuild(slotCount: slots.count * 2)
            } else {
                place(children.count - 1)
            }
        }

        private mutating func rebuild(slotCount: Int) {
            slots = Array(repeating: 0, count: slotCount)
            shift = UInt8(64 - slotCount.trailingZeroBitCount)
            for index in children.indices { place(index) }
        }

        /// Gives back the storage appending left beyond the children.
        mutating func compact() {
            guard children.capacity > children.count else { return }
            children = Array(unsafeUninitializedCapacity: children.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: children)
            }
        }

        private mutating func place(_ index: Int) {
            let mask = slots.count - 1
            var slot = firstSlot(children[index].hash)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}
