import FolioCore
import Foundation

/// `folio new`: the files of a book to start from: `Content/book.json` and one edition with a
/// colophon and two short chapters that show the content format. No theme is written: the build uses
/// the built-in one unless the book has a `Templates/` folder.
public enum NewBook {
    /// Which languages the new edition is written in.
    public enum Languages: String, Sendable, CaseIterable {
        case zh, en, both

        var list: [Language] {
            switch self {
            case .zh: return [.zh]
            case .en: return [.en]
            case .both: return [.en, .zh]
            }
        }
    }

    /// The files of a new book titled `title`, by path relative to the book's folder, in writing order.
    public static func files(title: String, languages: Languages) -> [(path: String, text: String)] {
        let bookTitle = title.containsHan ? LocalizedText(zh: title) : LocalizedText(en: title)
        let edition = Slug.make(title).nonEmpty ?? "book"
        var book = "{\n  \"title\": {"
        book += [bookTitle.en.map { " \"en\": \(FrontMatter.jsonString($0))" }, bookTitle.zh.map { " \"zh\": \(FrontMatter.jsonString($0))" }]
            .compactMap { $0 }.joined(separator: ",")
        book += " },\n  \"editions\": [\(FrontMatter.jsonString(edition))]\n}\n"
        let info = EditionInfo(id: edition, title: bookTitle, shortTitle: nil, languages: languages.list,
                               translators: nil, credits: nil, licence: nil, date: nil, url: nil,
                               notes: SampleChapters.colophonNote.markdown(languages))
        let colophon = Colophon.file(for: info)
        var files = [("Content/book.json", book),
                     ("Content/\(edition)/colophon.md", MarkdownFile(frontMatter: colophon.frontMatter, body: colophon.body.trimmingCharacters(in: .newlines) + "\n").serialized)]
        for (index, chapter) in SampleChapters.all.enumerated() {
            var frontMatter = FrontMatter()
            if languages != .zh { frontMatter["title_en"] = .string(chapter.title.en) }
            if languages != .en { frontMatter["title_zh"] = .string(chapter.title.zh) }
            frontMatter["number"] = .string(String(index + 1))
            let text = MarkdownFile(frontMatter: frontMatter, body: chapter.blocks.markdown(languages)).serialized
            files.append(("Content/\(edition)/\(chapter.fileName)", text))
        }
        return files
    }

    /// Writes a new book into `folder` (made if needed); refuses a folder that holds anything.
    /// Returns the paths written, relative to `folder`. On failure nothing of the book is left.
    public static func create(in folder: URL, title: String, languages: Languages) throws -> [String] {
        let manager = FileManager.default
        if let existing = try? manager.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
            throw NewBookError(message: "\(folder.standardizedFileURL.path) is not empty; 'folio new' starts a book in a new or empty folder")
        }
        let files = files(title: title, languages: languages)
        do {
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
        } catch {
            try? manager.removeItem(at: folder.appendingPathComponent("Content"))
            throw error
        }
        return files.map(\.path)
    }

    /// Why a new book could not be made.
    public struct NewBookError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}
