/// Help texts of the commands that make the book readable offline.
extension CommandHelp {
    static let images = """
    OVERVIEW: Download the remote images that chapters reference into Content/images/, named by their
    content hash, with an index (Content/images/index.json) from URL to file, type, pixel size and
    checksum. The Markdown is not changed; builds and the EPUB use the local copies.

    USAGE: folio images [--content <dir>] [--max-size <size>] [--timeout <seconds>] [--refresh]

    OPTIONS:
      --content <dir>         The book's content folder (default: Content).
      --max-size <size>       The largest image accepted: 20MB (default), 500KB or a number of bytes.
      --timeout <seconds>     How long one request may wait for the server (default: 15).
      --refresh               Download every image again (copies already held are kept when unchanged).
      -h, --help              Show help.

    Only http and https images are fetched, with at most 3 redirects and never to another scheme, and
    without a Referer. The bytes must be a PNG, JPEG, GIF or WebP image whatever the server says; SVG
    is refused. Each failure is a warning at the image's place in its chapter; nothing fails the command.
    """

    static let epub = """
    OVERVIEW: Write the whole book as an EPUB 3 file: one document per chapter, part and colophon, a
    navigation document from the table of contents, the images of Content/images/ embedded (remote-only
    images are shown as their alt text, linked) and links rewritten between the documents.

    USAGE: folio epub [--content <dir>] [--out <file>] [--lang <lang>]

    OPTIONS:
      --content <dir>         The book's content folder (default: Content).
      --out <file>            The EPUB file (default: book.epub).
      --lang <lang>           en, zh or both (default: both, each translation beside its original).
      -h, --help              Show help.
    """
}
