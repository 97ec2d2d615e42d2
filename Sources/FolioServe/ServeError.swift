/// Why the preview server could not start.
public enum ServeError: Error, Equatable, CustomStringConvertible {
    /// The host is neither `localhost` nor a numeric IPv4 or IPv6 address.
    case invalidHost(String)
    /// The port is outside 0…65535.
    case invalidPort(Int)
    /// The socket could not be bound or listened on (`reason`: the system's message, such as
    /// "Address already in use").
    case cannotListen(host: String, port: Int, reason: String)
    /// `start()` was called on a server already started.
    case alreadyStarted

    /// A message for the console.
    public var description: String {
        switch self {
        case .invalidHost(let host):
            return "cannot serve on host '\(host)': give a numeric IPv4 or IPv6 address, or localhost"
        case .invalidPort(let port):
            return "cannot serve on port \(port): a port is a number from 0 to 65535 (0: any free port)"
        case .cannotListen(let host, let port, let reason):
            return "cannot listen on \(host):\(port): \(reason)"
        case .alreadyStarted:
            return "the server is already running"
        }
    }
}
