// swift-tools-version:6.0
// Folio: a static bilingual (EN/ZH) book-site generator.
// One target per pipeline stage: import → markdown → site, with shared value types in FolioCore.
import PackageDescription

let package = Package(
    name: "Folio",
    products: [
        .executable(name: "folio", targets: ["folio"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "FolioCore"),
        .target(name: "FolioTemplates"),
        .target(name: "FolioImport", dependencies: ["FolioCore"]),
        .target(name: "FolioMarkdown", dependencies: ["FolioCore", "CCmarkGFM"]),
        .target(name: "FolioSite", dependencies: ["FolioCore", "FolioMarkdown", "FolioTemplates"]),
        .target(name: "FolioCLI", dependencies: ["FolioCore", "FolioImport", "FolioSite"]),
        .executableTarget(name: "folio", dependencies: ["FolioCLI"]),
        .testTarget(name: "FolioCoreTests", dependencies: ["FolioCore"]),
        .testTarget(name: "FolioTemplatesTests", dependencies: ["FolioTemplates"]),
        .testTarget(name: "FolioImportTests", dependencies: ["FolioImport", "FolioCore"]),
        .testTarget(name: "FolioMarkdownTests", dependencies: ["FolioMarkdown", "FolioCore"]),
        .testTarget(
            name: "FolioSiteTests",
            dependencies: ["FolioSite", "FolioMarkdown", "FolioCore", "FolioTemplates"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "FolioCLITests", dependencies: ["FolioCLI", "FolioCore"]),
    ]
)
