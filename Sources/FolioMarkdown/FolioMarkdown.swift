// FolioMarkdown: the only code that touches cmark-gfm. Parses each chapter once into a tree that the
// site stage reuses for the chapter page, the print page and the search index.
import CCmarkGFM
