import Foundation

/// Files for hosts and crawlers: robots.txt, sitemap.xml (only with a base URL), .nojekyll.
enum SiteExtras {
    static func files(pagePaths: [String], baseURL: String?) -> [SiteFile] {
        var files = [SiteFile(path: ".nojekyll", text: "")]
        var robots = "User-agent: *\nAllow: /\nDisallow: /print.html\n"
        if let baseURL {
            robots += "Sitemap: \(baseURL)sitemap.xml\n"
            var sitemap = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            for path in pagePaths.sorted() where path != "404.html" && path != "print.html" {
                sitemap += "<url><loc>\(xmlEscaped(baseURL + path))</loc></url>\n"
            }
            files.append(SiteFile(path: "sitemap.xml", text: sitemap + "</urlset>\n"))
        }
        files.append(SiteFile(path: "robots.txt", text: robots))
        return files
    }

    private static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}

