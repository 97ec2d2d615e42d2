/// Per-source options of the bilingual text importer (the manifest entry's `options`); every field has a default,
/// so `{}` is valid. Only what generic detection cannot infer belongs here.
struct BilingualTextOptions: Decodable, Sendable, Equatable {
    /// Where a chapter whose marker (`CHAPTER 5`) and title are missing from the body starts: chapter number as
    /// printed (`"11"`) → the first words of its opening paragraph. Chapters listed in the front table of contents
    /// but absent from the body are otherwise placed at the first English paragraph that says "this chapter"
    /// before their first section, or at their first section.
    var chapterStarts: [String: String] = [:]
    /// The layout selector read by `TextImporter` (`"bilingual"`); accepted here so the same object decodes.
    var layout: String?

    init(chapterStarts: [String: String] = [:], layout: String? = nil) {
        self.chapterStarts = chapterStarts
        self.layout = layout
    }

    private enum CodingKeys: String, CodingKey { case chapterStarts, layout }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        chapterStarts = try container.decodeIfPresent([String: String].self, forKey: .chapterStarts) ?? [:]
        layout = try container.decodeIfPresent(String.self, forKey: .layout)
    }
}
