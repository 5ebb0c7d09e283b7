/// A route type's parameters learned from its own `Codable` conformance: decoded once by a probing
/// `RouteParametersDecoder`, then encoded, so binding refuses what no URL can carry.
struct RouteSchema: Sendable {
    struct Property: Sendable {
        let name: String
        let type: any Any.Type
        let isOptional: Bool
    }

    let properties: [Property]
    /// Whether decoding ran to its end: an `init(from:)` refusing every set of samples, or a property
    /// with no sample, stops it, and what follows is neither checked nor listed.
    let isComplete: Bool

    /// Why a property cannot be a parameter: its type (named only when asked) or what its coding asked for.
    struct Unsupported: Error {
        let property: String
        var type: (any Any.Type)? = nil
        var asked = ""

        var typeName: String { type.map(TypeName.of) ?? asked }
    }

    static func of<R: Route>(_ type: R.Type) throws(Unsupported) -> RouteSchema {
        var farthest: [Property] = []
        // Samples its own `init(from:)` refused (a range it checks, an optional it needs) are tried
        // again with the next text, optionals present.
        for attempt in sampleTexts.indices {
            let probe = RouteParametersDecoder(
                parameters: RouteParameters(items: []), route: R.pattern, isProbing: true)
            probe.asked.attempt = attempt
            do {
                _ = try RouteURLEncoder.values(of: try R(from: probe))
                return RouteSchema(properties: probe.asked.properties, isComplete: true)
            } catch let unsupported as Unsupported {
                throw unsupported
            } catch {
                if probe.asked.properties.count > farthest.count { farthest = probe.asked.properties }
                if error is Stop { break }
            }
        }
        return RouteSchema(properties: farthest, isComplete: false)
    }

    /// The texts samples are read from, one set per attempt: most range checks take one of the
    /// first two, a check for letters the last.
    private static let sampleTexts = ["0", "1", "-1", "a"]

    struct Stop: Error {}

    /// A sample of a supported type for `property`, filed in `asked`: read from the attempt's text or
    /// a later one, else its first case or zero bits; throws `Stop` when it has none.
    static func sample<T: Decodable>(
        _ type: T.Type, property: String, in asked: RouteParametersDecoder.Asked
    ) throws -> T {
        let first = RouteParametersDecoder.convert("0", to: type)
        if first == nil {
            let scalar = RouteParametersDecoder.ScalarDecoder(text: "0")
            _ = try? T(from: scalar)
            guard scalar.isScalar, T.self is any RawRepresentable.Type else {
                throw Unsupported(property: property, type: type)
            }
        }
        asked.properties.append(Property(name: property, type: type, isOptional: asked.nilChecked.contains(property)))
        if asked.attempt == 0, let first { return first }
        for text in sampleTexts[asked.attempt...] {
            let value =
                first != nil
                ? RouteParametersDecoder.convert(text, to: type)
                : try? T(from: RouteParametersDecoder.ScalarDecoder(text: text))
            if let value { return value }
        }
        guard let sample = ((T.self as? any CaseIterable.Type)?.allCases.first as? T) ?? zeroed(T.self) else {
            throw Stop()
        }
        return sample
    }

    /// A value of `T` made of zero bits, for a raw-value type that lists no cases. Safe because of
    /// its size: narrower than a pointer, it holds no reference to retain, and zero bits are then a
    /// value (integers and floats zero, `false`, an enum's first case, a payload's zero; an enum of
    /// one case has no bits at all, and a raw-value enum has at least one case).
    private static func zeroed<T>(_: T.Type) -> T? {
        guard MemoryLayout<T>.size < MemoryLayout<UnsafeRawPointer>.size else { return nil }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 1) { buffer in
            buffer.initialize(repeating: 0)
            return UnsafeRawPointer(buffer.baseAddress!).load(as: T.self)
        }
    }
}
