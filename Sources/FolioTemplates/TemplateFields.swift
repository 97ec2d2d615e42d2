/// The fields of an object value: names and values, in the order they were first set.
///
/// Template objects are small records (a page's context, a link, a title), and a template asks each
/// of them for a few names per use: comparing the names in turn is cheaper than hashing the name
/// once per frame of the context stack, and building a record costs one array instead of a hash table.
public struct TemplateFields: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One named value.
    public struct Field: Sendable, Equatable {
        /// The field's name.
        public var name: String { key.name }
        /// The field's value.
        public var value: TemplateValue
        fileprivate let key: FieldKey

        fileprivate init(name: String, value: TemplateValue) {
            key = FieldKey(name)
            self.value = value
        }
    }

    private var fields: [Field]

    /// No fields.
    public init() {
        fields = []
    }

    /// The fields of `dictionary`, in the order of their names (so rendering never depends on hashing).
    public init(_ dictionary: [String: TemplateValue]) {
        fields = dictionary.keys.sorted().map { Field(name: $0, value: dictionary[$0]!) }
    }

    /// Fields from a literal; a later duplicate name replaces an earlier one's value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
        if hasDuplicateNames {
            let given = fields
            fields = []
            for field in given { self[field.name] = field.value }
        }
    }

    private var hasDuplicateNames: Bool {
        fields.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                for earlier in 0..<index where buffer[earlier].key == buffer[index].key { return true }
            }
            return false
        }
    }

    /// The number of fields.
    public var count: Int { fields.count }

    /// The value named `name`; setting nil removes the field, setting a new name adds it at the end.
    public subscript(name: String) -> TemplateValue? {
        get { self[FieldKey(name)] }
        set {
            let index = self.index(of: FieldKey(name))
            switch (index, newValue) {
            case (let index?, let value?): fields[index].value = value
            case (let index?, nil): fields.remove(at: index)
            case (nil, let value?): fields.append(Field(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    /// The value whose name is `key`'s.
    subscript(key: FieldKey) -> TemplateValue? {
        index(of: key).map { fields[$0].value }
    }

    private func index(of key: FieldKey) -> Int? {
        fields.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index].key == key { return index }
            return nil
        }
    }

    /// The fields in the order they were first set.
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// Equal when both have the same names with equal values, whatever their order.
    public static func == (lhs: TemplateFields, rhs: TemplateFields) -> Bool {
        lhs.count == rhs.count && lhs.fields.allSatisfy { rhs[$0.name] == $0.value }
    }
}

extension TemplateValue {
    /// The value of the field `key` names, when this is an object that has it.
    func field(_ key: FieldKey) -> TemplateValue? {
        guard case .object(let fields) = self else { return nil }
        return fields[key]
    }
}

/// A field name with a hash of its bytes made once, so that names are told apart by comparing
/// two integers and compared as strings only when the hashes match.
struct FieldKey: Sendable, Equatable {
    let name: String
    private let hash: UInt64

    init(_ name: String) {
        self.name = name
        func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        hash = name.utf8.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(name.utf8)
    }

    @inline(__always)
    static func == (lhs: FieldKey, rhs: FieldKey) -> Bool {
        lhs.hash == rhs.hash && lhs.name == rhs.name
    }
}
