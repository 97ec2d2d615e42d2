// FolioTemplates: the Mustache engine (no dependencies). The site stage fills the theme's templates with it.
