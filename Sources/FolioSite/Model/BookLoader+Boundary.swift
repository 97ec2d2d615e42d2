import FolioCore

extension BookLoader {
    /// Errors for edition ids in book.json that are not slugs (`../victim` would write beside the
    /// site) or are listed more than once (the edition would be built twice).
    static func checkEditionIDs(_ ids: [String], json: String, path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: Int] = [:]
        for id in ids {
            seen[id, default: 0] += 1
            let location = BookBoundary.location(ofQuoted: id, after: "editions", occurrence: seen[id] ?? 1, in: json, path: path)
            if !BookBoundary.isSlug(id) {
                diagnostics.append(.error("edition '\(id.debugDescriptionOfControls)' is not a valid id: \(BookBoundary.slugRule)", at: location))
            } else if seen[id] == 2 {
                diagnostics.append(.error("edition '\(id)' is listed twice in \"editions\"; remove one", at: location))
            }
        }
        return diagnostics
    }

    /// A trailing comma, another syntax error or a key given twice in book.json, at its position
    /// (the decoder would take them silently).
    static func strictSyntaxProblem(_ json: String, path: String) -> Diagnostic? {
        do {
            let root = try JSONParser.parse(json)
            guard let duplicate = root.firstDuplicateKey() else { return nil }
            return .error("key '\(duplicate.key)' appears twice in one object; keep one",
                          at: SourceLocation.of(utf8Offset: duplicate.offset, in: json, path: path))
        } catch {
            return .error("invalid book manifest: \(error.message)", at: SourceLocation.of(utf8Offset: error.utf8Offset, in: json, path: path))
        }
    }

    /// Why a chapter file name cannot be built into a page, or nil.
    static func fileNameProblem(_ name: String) -> String? {
        if BookBoundary.hasControlCharacters(name) {
            return "the file name holds a line break or another control character; rename the file"
        }
        return nil
    }
}

extension String {
    /// The string with line breaks and other control characters written as escapes (`\n`), for messages.
    var debugDescriptionOfControls: String {
        var shown = ""
        for scalar in unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                shown += scalar.escaped(asASCII: true)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
