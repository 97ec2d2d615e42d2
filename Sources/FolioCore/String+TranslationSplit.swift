extension String {
    /// True for a label or a name rather than a sentence: at most four Latin words and no sentence mark
    /// (`Placeholder text`, `Pay with Apple Pay`, a figure's label left by an extraction).
    public var isLabelLike: Bool {
        latinWordCount <= 4 && !unicodeScalars.contains { ".!?;:。！？；：".unicodeScalars.contains($0) }
    }

    /// True when the text holds a sentence mark: a full stop, question or exclamation mark, or a
    /// Chinese comma. (Marks are single scalars, so the text is read by scalar, not by character.)
    public var hasSentenceMark: Bool {
        unicodeScalars.contains { ".!?。！？，".unicodeScalars.contains($0) }
    }

    /// The text as an English part and the Chinese translation glued after it (`Creates a new
    /// item.添加新项目`, `Action动作`): the English part has Latin words and no Han character, the Chinese
    /// part starts at the first Han character and is mostly Chinese. Nil for text in one language.
    public var englishThenChinese: (english: String, chinese: String)? {
        guard let han = firstIndex(where: \.isHan) else { return nil }
        let english = String(self[..<han]).trimmingWhitespace()
        let chinese = String(self[han...]).trimmingWhitespace()
        guard english.latinWordCount > 0, chinese.dominantLanguage == .zh else { return nil }
        return (english, chinese)
    }
}
