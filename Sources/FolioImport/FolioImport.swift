// FolioImport: the first pipeline stage. Raw sources (a Zhihu column scrape, PDF/web text
// extractions, bilingual plain text) are normalised into Markdown chapter files under Content/,
// following the bilingual contract described in README.md ("Content format").
// Source-specific knowledge lives in the source manifest (Content/sources/manifest.json), never in code.
