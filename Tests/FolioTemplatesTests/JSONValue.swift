import FolioTemplates

/// Any JSON value, decoded so it can become a `TemplateValue` (integral numbers become `.int`).
struct JSONValue: Decodable {
    /// The value as a template sees it.
    let templateValue: TemplateValue

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            templateValue = .null
        } else if let flag = try? container.decode(Bool.self) {
            templateValue = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            templateValue = .int(number)
        } else if let number = try? container.decode(Double.self) {
            templateValue = number.rounded() == number && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
        } else if let text = try? container.decode(String.self) {
            templateValue = .string(text)
        } else if let items = try? container.decode([JSONValue].self) {
            templateValue = .array(items.map(\.templateValue))
        } else {
            templateValue = .object(TemplateFields(try container.decode([String: JSONValue].self).mapValues(\.templateValue)))
        }
    }
}
