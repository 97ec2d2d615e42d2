// FolioCore: the value types every pipeline stage shares (languages, script classification,
// source locations, diagnostics, front matter, slugs, content hashes). It depends on Foundation only
// and on no other Folio target, so every stage can use it without creating back-edges.
