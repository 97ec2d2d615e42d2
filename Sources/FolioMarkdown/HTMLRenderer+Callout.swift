import FolioCore

extension HTMLRenderer {
    /// A call-out as an `<aside>` with its label in both languages (each reading mode shows its own), or,
    /// for a figure the source lost, a `<figure>` frame whose caption holds the quoted blocks.
    func renderCallout(_ callout: Callout, _ blocks: [MarkdownNode], into out: inout [UInt8]) {
        let isFigure = callout == .figure
        out.append(isFigure ? "<figure class=\"missing-figure\">" : "<aside class=\"callout callout-")
        if !isFigure {
            out.appendUTF8(callout.rawValue.lowercased())
            out.append("\" role=\"note\">")
        }
        out.append(isFigure ? "<p class=\"figure-label\">" : "<p class=\"callout-label\">")
        out.append("<span class=\"tr\" lang=\"zh-Hans\">")
        out.appendUTF8(callout.label(.zh))
        out.append("</span> <span class=\"tr\" lang=\"en\">")
        out.appendUTF8(callout.label(.en))
        out.append("</span></p>\n")
        if isFigure { out.append("<figcaption>\n") }
        renderBlocks(blocks, into: &out)
        out.append(isFigure ? "</figcaption></figure>\n" : "</aside>\n")
    }
}
