import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches images over http(s) with URLSession, safely: no `Referer` (nor cookies or cache), a few
/// redirects at most and never to another scheme, a size cap checked while the bytes arrive, and a
/// per-request timeout. What the bytes are is judged later, by their signature.
struct ImageDownloader: Sendable {
    /// The largest body accepted, in bytes.
    var maxBytes: Int
    /// Seconds a request may wait for the server before it is given up.
    var timeout: TimeInterval
    /// Redirects followed at most.
    var maxRedirects = 3

    /// Why a download failed, as printed in a warning.
    enum Failure: Error, Equatable {
        case status(Int), tooLarge(Int), timedOut, unreachable(String), badScheme, schemeChange(String), tooManyRedirects

        var reason: String {
            switch self {
            case .status(let code): return "HTTP \(code)"
            case .tooLarge(let limit): return "too large (more than \(limit) bytes)"
            case .timedOut: return "timed out"
            case .unreachable(let detail): return "unreachable (\(detail))"
            case .badScheme: return "only http and https images are fetched"
            case .schemeChange(let target): return "redirect to another scheme refused (\(target))"
            case .tooManyRedirects: return "too many redirects"
            }
        }
    }

    /// The body at `address`, following redirects by hand so each hop is checked.
    func fetch(_ address: String) -> Result<[UInt8], Failure> {
        guard var url = URL(string: address), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            return .failure(.badScheme)
        }
        for _ in 0...maxRedirects {
            switch fetchOnce(url) {
            case .body(let bytes): return .success(bytes)
            case .failure(let failure): return .failure(failure)
            case .redirect(let location):
                guard let next = URL(string: location, relativeTo: url)?.absoluteURL else { return .failure(.status(302)) }
                guard next.scheme?.lowercased() == scheme else { return .failure(.schemeChange(next.absoluteString)) }
                url = next
            }
        }
        return .failure(.tooManyRedirects)
    }

    private enum Hop {
        case body([UInt8]), redirect(String), failure(Failure)
    }

    /// One request: its body, where it redirects, or why it failed.
    private func fetchOnce(_ url: URL) -> Hop {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 4
        configuration.httpShouldSetCookies = false
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        let receiver = BodyReceiver(maxBytes: maxBytes)
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("image/png, image/jpeg, image/gif, image/webp", forHTTPHeaderField: "Accept")
        session.dataTask(with: request).resume()
        receiver.done.wait()
        return receiver.outcome()
    }

    /// Collects one task's body, refusing redirects (the downloader follows them) and oversized bodies.
    private final class BodyReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        let maxBytes: Int
        let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var body: [UInt8] = []
        private var response: HTTPURLResponse?
        private var failure: Failure?

        init(maxBytes: Int) { self.maxBytes = maxBytes }

        func outcome() -> Hop {
            lock.lock()
            defer { lock.unlock() }
            if let failure { return .failure(failure) }
            guard let response else { return .failure(.unreachable("no response")) }
            if (300..<400).contains(response.statusCode), let location = response.value(forHTTPHeaderField: "Location") {
                return .redirect(location)
            }
            guard (200..<300).contains(response.statusCode) else { return .failure(.status(response.statusCode)) }
            return .body(body)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
            completionHandler(nil)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
            lock.lock()
            self.response = response as? HTTPURLResponse
            let tooLarge = response.expectedContentLength > Int64(maxBytes)
            if tooLarge { failure = .tooLarge(maxBytes) }
            lock.unlock()
            completionHandler(tooLarge ? .cancel : .allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            lock.lock()
            body.append(contentsOf: data)
            let tooLarge = body.count > maxBytes
            if tooLarge { failure = .tooLarge(maxBytes) }
            lock.unlock()
            if tooLarge { dataTask.cancel() }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
            lock.lock()
            if failure == nil, let error = error as? URLError {
                failure = error.code == .timedOut ? .timedOut : .unreachable(Self.describe(error))
            } else if failure == nil, let error {
                failure = .unreachable("\(error)")
            }
            lock.unlock()
            done.signal()
        }

        private static func describe(_ error: URLError) -> String {
            switch error.code {
            case .cannotFindHost, .dnsLookupFailed: return "host not found"
            case .cannotConnectToHost: return "connection refused"
            case .networkConnectionLost: return "connection lost"
            case .notConnectedToInternet: return "no network"
            case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate: return "TLS failed"
            default: return "error \(error.code.rawValue)"
            }
        }
    }
}
