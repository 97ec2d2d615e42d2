/// The two chapters of a new book, each block in both languages; a book in one language keeps one.
enum SampleChapters {
    /// One block of a sample chapter, in English and Chinese.
    enum Block {
        case paragraph(en: String, zh: String)
        case heading(en: String, zh: String)
        case list([(en: String, zh: String)])
    }

    /// A sample chapter: its file name, titles and blocks.
    struct Chapter {
        var fileName: String
        var title: (en: String, zh: String)
        var blocks: [Block]
    }

    static let colophonNote: [Block] = [
        .paragraph(en: "Say here what the book is, who wrote or translated it, its licence and where it comes from.",
                   zh: "在这里介绍这本书：它是什么、作者或译者、许可以及来源。"),
    ]

    static let all = [
        Chapter(fileName: "01-getting-started.md", title: ("Getting Started", "开始"), blocks: [
            .paragraph(en: "This book was made with `folio new`. Edit these files or replace them with your own chapters, then run `folio build` to make the site.",
                       zh: "这本书由 `folio new` 生成。修改这些文件或换成你自己的章节，然后运行 `folio build` 生成网站。"),
            .heading(en: "Pairs", zh: "段落对"),
            .paragraph(en: "An English paragraph directly followed by its Chinese translation is a pair: readers show either language, or both.",
                       zh: "英文段落后面紧跟它的中文译文，就是一个段落对：读者可以只看一种语言，也可以两种都看。"),
            .paragraph(en: "A heading followed by a heading of the same level in the other language is one bilingual heading, like the one above.",
                       zh: "标题后面紧跟另一种语言的同级标题，就是一个双语标题，就像上面那个。"),
            .heading(en: "Lists", zh: "列表"),
            .list([(en: "Write an item's English text first.", zh: "列表项先写英文。"),
                   (en: "Then its Chinese translation, as a second paragraph.", zh: "再用第二个段落写中文译文。")]),
            .paragraph(en: "The next chapter, [Cross-References](<ref:Cross-References>), links chapters together.",
                       zh: "下一章[交叉引用](<ref:交叉引用>)介绍如何把章节链接起来。"),
        ]),
        Chapter(fileName: "02-cross-references.md", title: ("Cross-References", "交叉引用"), blocks: [
            .paragraph(en: "A link by title points to the chapter or section that has this title; the build finds it and reports what it cannot find.",
                       zh: "按标题的链接指向有这个标题的章节或小节；构建时会找到它，找不到的会报告出来。"),
            .heading(en: "Linking by Title", zh: "按标题链接"),
            .paragraph(en: "Write the title as the target: [Pairs](<ref:Pairs>) goes to that section of the first chapter.",
                       zh: "把标题写成链接目标：[段落对](<ref:段落对>)指向第一章的那一节。"),
            .heading(en: "Linking to a File", zh: "链接到文件"),
            .paragraph(en: "A link to a chapter's file works too: [back to the start](01-getting-started.md).",
                       zh: "也可以链接到章节的文件：[回到开头](01-getting-started.md)。"),
        ]),
    ]
}

extension Array where Element == SampleChapters.Block {
    /// The blocks as Markdown in `languages`: pairs, bilingual headings and bilingual list items for both.
    func markdown(_ languages: NewBook.Languages) -> String {
        func texts(_ en: String, _ zh: String) -> [String] {
            switch languages {
            case .en: return [en]
            case .zh: return [zh]
            case .both: return [en, zh]
            }
        }
        let blocks = map { block -> String in
            switch block {
            case .paragraph(let en, let zh):
                return texts(en, zh).joined(separator: "\n\n")
            case .heading(let en, let zh):
                return texts(en, zh).map { "## " + $0 }.joined(separator: "\n\n")
            case .list(let items):
                return items.map { "- " + texts($0.en, $0.zh).joined(separator: "\n\n  ") }.joined(separator: "\n\n")
            }
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }
}
