/// `image-without-alt`: an image whose alt text is empty, so a screen reader and a failed load show nothing.
enum ImageWithoutAltRule {
    static func findings(in block: MarkdownNode) -> [ContentFinding] {
        var found: [ContentFinding] = []
        block.forEach { node in
            guard case .image(let url, _) = node.kind, LintText.trimmed(node.plainText).isEmpty else { return }
            found.append(ContentFinding(.imageWithoutAlt, "image '\(url)' has no alt text; describe it (from its caption or the section)", at: node))
        }
        return found
    }
}
