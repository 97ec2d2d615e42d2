// swift-tools-version:6.0
// Folio: a static bilingual (EN/ZH) book-site generator.
// One target per pipeline stage: import → markdown → site, with shared value types in FolioCore.
import PackageDescription

// Release builds link the Swift runtime and Foundation in: a build then starts without resolving
// thousands of symbols in shared libraries, a noticeable part of building a small book.
let staticRuntime: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]

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
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "FolioCore", swiftSettings: staticRuntime),
        .target(name: "FolioTemplates", swiftSettings: staticRuntime),
        .target(name: "FolioImport", dependencies: ["FolioCore"], swiftSettings: staticRuntime),
        .target(name: "FolioMarkdown", dependencies: ["FolioCore", "CCmarkGFM"], swiftSettings: staticRuntime),
        .target(name: "FolioSite", dependencies: ["FolioCore", "FolioMarkdown", "FolioTemplates", "CZlib"], swiftSettings: staticRuntime),
        .target(name: "FolioServe", dependencies: ["FolioCore"], swiftSettings: staticRuntime),
        .target(name: "FolioCLI", dependencies: ["FolioCore", "FolioImport", "FolioSite", "FolioServe"], swiftSettings: staticRuntime),
        .executableTarget(name: "folio", dependencies: ["FolioCLI"], swiftSettings: staticRuntime,
                          linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),
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
        .testTarget(name: "FolioServeTests", dependencies: ["FolioServe", "FolioCore", "FolioCLI", "FolioSite"]),
    ]
)
