/// Help texts in the OVERVIEW / USAGE / OPTIONS layout.
enum CommandHelp {
    static let main = """
    OVERVIEW: Folio turns bilingual (English/Chinese) sources into a static HTML book.

    USAGE: folio <subcommand> [options]

    SUBCOMMANDS:
      import                  Import the sources of Content/sources/manifest.json into Markdown chapters.
      build                   Build the book from Content/ into Site/.
      serve                   Preview the book in a browser, rebuilt as you edit it.
      check                   Check links, references, anchors, pairs and images without writing anything.
      images                  Download the chapters' remote images into Content/images/ for offline builds.
      epub                    Write the book as an EPUB 3 file.
      new <dir>               Start a new book in <dir>.
      theme <dir>             Write the built-in theme into <dir>, to customise it.
      help [subcommand]       Show help.

    See 'folio help <subcommand>' for a subcommand's options.
    """

    static let importCommand = """
    OVERVIEW: Import raw sources into Markdown chapters under Content/.

    USAGE: folio import [--content <dir>] [--force]
           folio import <file> --format <format> [--out <dir>] [--force]
           folio import <dir> --format markdown-book [--out <dir>] [--force]

    ARGUMENTS:
      <file>                  One source file to import with generic detection (no manifest entry).
      <dir>                   An mdBook or GitBook book (SUMMARY.md with book.toml or book.json).

    OPTIONS:
      --content <dir>         The book's content folder (default: Content).
      --format <format>       The importer for <file>: zhihu-column or text; markdown-book for <dir>.
      --out <dir>             Where <file>'s chapters go (default: the content folder).
      --force                 Overwrite chapters that were edited by hand since they were imported.
      -h, --help              Show help.
    """

    static let build = """
    OVERVIEW: Build the bilingual HTML book from Content/ into Site/.

    USAGE: folio build [--content <dir>] [--templates <dir>] [--out <dir>] [--base-url <url>] [--print-lang <lang>] [--paper <size>] [--verbose]

    Prints errors, then one line counting the warnings by kind; on a terminal it shows the stage it is at.

    OPTIONS:
      --content <dir>         The book's content folder (default: Content).
      --templates <dir>       A theme folder whose templates and assets override the default theme
                              file by file (default: Templates, when the folder exists).
      --theme <dir>           A theme folder that replaces the built-in default theme.
      --out <dir>             The output folder (default: Site). It is replaced as a whole.
      --base-url <url>        The site's public address: adds canonical links and sitemap.xml.
      --print-lang <lang>     Languages of print.html: en, zh or both (default: both).
      --paper <size>          Paper size of print.html: a4 or letter (default: a4).
      --verbose               List every warning and note (as 'folio check' does).
      -h, --help              Show help.
    """

    static let serve = """
    OVERVIEW: Serve a live preview of the book: it is built in memory (Site/ is not written), and each
    change to Content/ or Templates/ rebuilds only what it reaches; open pages reload by themselves.
    A chapter with an error shows the error on its page and over every open page, while the last good
    version of everything else stays served; fixing it recovers.

    USAGE: folio serve [--port <n>] [--host <addr>] [--open] [--content <dir>] [--templates <dir>] [--verbose]

    Prints one line per rebuild (what changed, how many pages, how long) and each error once.

    OPTIONS:
      --port <n>              The port to listen on (default: 8000; 0 picks a free one).
      --host <addr>           The address to listen on (default: 127.0.0.1, this machine only).
      --open                  Open the book in the desktop's browser.
      --content <dir>         The book's content folder (default: Content).
      --templates <dir>       A theme folder overriding the default theme (default: Templates, when it exists).
      --theme <dir>           A theme folder that replaces the built-in default theme.
      --print-lang <lang>     Languages of print.html: en, zh or both (default: both).
      --paper <size>          Paper size of print.html: a4 or letter (default: a4).
      --verbose               List every warning and note of each rebuild.
      -h, --help              Show help.
    """

    static let check = """
    OVERVIEW: Check the book in Content/ without writing anything: broken links and anchors, unresolved
    references, duplicate anchors, untranslated English blocks, images without a size, and faults of
    the content a translator should fix (suspicious or unequal pairs, mixed languages, split sentences,
    loose labels, tables left as text, images without alt text …), each with its kind.

    USAGE: folio check [--content <dir>] [--format <format>]

    OPTIONS:
      --content <dir>         The book's content folder (default: Content).
      --format <format>       text (default): one `file:line:col: severity: [kind] message` line each, then
                              figures and a count per kind of content fault;
                              json: a JSON array of {file, line, column, severity, kind, message}.
      -h, --help              Show help.

    The exit code is 1 when there are errors.
    """

    static let new = """
    OVERVIEW: Start a new book: Content/book.json and an edition with a colophon and two short chapters
    that show the bilingual content format. The built-in theme is used unless the book has Templates/.

    USAGE: folio new <dir> [--title <title>] [--lang <lang>]

    ARGUMENTS:
      <dir>                   A new or empty folder.

    OPTIONS:
      --title <title>         The book's title (default: the folder's name).
      --lang <lang>           The edition's languages: zh, en or both (default: both).
      -h, --help              Show help.
    """

    static let theme = """
    OVERVIEW: Write the built-in theme (templates and assets) into a new or empty folder, to customise it.
    'folio build' takes a book's Templates/ (or --templates <dir>) over the built-in theme, file by file.

    USAGE: folio theme <dir>
    """

    static func text(for command: String) -> String? {
        switch command {
        case "import": return importCommand
        case "build": return build
        case "serve": return serve
        case "check": return check
        case "images": return images
        case "epub": return epub
        case "new": return new
        case "theme": return theme
        case "help": return main
        default: return nil
        }
    }
}
