import FolioTemplates

/// Conveniences for building template contexts.
extension TemplateValue {
    /// A string, or `null` when the string is nil or empty (so `{{#key}}` sections hide).
    static func text(_ value: String?) -> TemplateValue {
        guard let value, !value.isEmpty else { return .null }
        return .string(value)
    }

    /// HTML already made as UTF-8 (a rendered body), shown raw (`{{{…}}}`) by copying its bytes.
    static func html(_ utf8: [UInt8]) -> TemplateValue {
        .deferred(DeferredText(utf8: { utf8 }))
    }

    /// A bilingual text as `{en, zh, combined}`.
    static func bilingual(_ text: BilingualText) -> TemplateValue {
        .object(["en": .text(text.en), "zh": .text(text.zh), "combined": .text(text.combined),
                 "both": .bool(text.en != nil && text.zh != nil && text.en != text.zh)])
    }

    /// A link as `{href, title}`.
    static func link(_ href: String, _ title: BilingualText) -> TemplateValue {
        .object(["href": .string(href), "title": .bilingual(title)])
    }

    /// This object with `other`'s keys added (other wins).
    func merging(_ other: TemplateFields) -> TemplateValue {
        guard case .object(var fields) = self else { return .object(other) }
        for field in other { fields[field.name] = field.value }
        return .object(fields)
    }
}
