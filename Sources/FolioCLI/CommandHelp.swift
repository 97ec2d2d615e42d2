/// Help texts in the OVERVIEW / USAGE / OPTIONS layout.
enum CommandHelp {
    static let main = """
    OVERVIEW: Folio turns bilingual (English/Chinese) sources into a static HTML book.

    USAGE: folio <subcommand> [options]

    SUBCOMMANDS:
      import                  Import the sources of Content/sources/manifest.json into Markdown chapters.
      build                   Build the book from Content/ into Site/.
      help [subcommand]       Show help.

    See 'folio help <subcommand>' for a subcommand's options.
    """

    static let importCommand = """
    OVERVIEW: Import raw sources into Markdown chapters under Content/.

    USAGE: folio import [--content <dir>] [--force]
           folio import <file> --format <format> [--out <dir>] [--force]

    ARGUMENTS:
      <file>                  One source file to import with generic detection (no manifest entry).

    OPTIONS:
      --content <dir>         The book's content folder (default: Content).
      --format <format>       The importer for <file>: zhihu-column or text.
      --out <dir>             Where <file>'s chapters go (default: the content folder).
      --force                 Overwrite chapters that were edited by hand since they were imported.
      -h, --help              Show help.
    """

    static let build = """
    OVERVIEW: Build the bilingual HTML book from Content/ into Site/.

    USAGE: folio build [--content <dir>] [--templates <dir>] [--out <dir>] [--base-url <url>] [--print-lang <lang>]

    OPTIONS:
      --content <dir>         The book's content folder (default: Content).
      --templates <dir>       A theme folder whose templates and assets override the default theme.
      --theme <dir>           The default theme folder (default: Templates).
      --out <dir>             The output folder (default: Site). It is replaced as a whole.
      --base-url <url>        The site's public address: adds canonical links and sitemap.xml.
      --print-lang <lang>     Languages of print.html: en, zh or both (default: both).
      -h, --help              Show help.
    """

    static func text(for command: String) -> String? {
        switch command {
        case "import": return importCommand
        case "build": return build
        case "help": return main
        default: return nil
        }
    }
}
