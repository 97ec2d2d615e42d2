// FolioTemplates: the Mustache engine (no dependencies). The site stage fills the theme's templates with it.
//
// Implements the required modules of the Mustache spec (comments, delimiters, interpolation, inverted,
// partials, sections) plus the optional `~inheritance` (`{{<parent}}`, `{{$block}}`) and `~dynamic-names`
// (`{{>*name}}`) modules. Lambdas are not supported: `TemplateValue` holds data only.
//
// Pipeline: `TemplateTokenizer` (source → tags and text, set-delimiter aware) → `TemplateToken+Standalone`
// (strips standalone lines) → `TemplateParser` (tokens → `TemplateNode` tree, collecting errors) →
// `TemplateRenderer` (node tree + `TemplateValue` → one appended `String`; `TemplateRenderer+Layout` handles
// indentation). `TemplateLibrary` holds the parsed templates by name and is the public entry point.
