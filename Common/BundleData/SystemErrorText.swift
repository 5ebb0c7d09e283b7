import Foundation

/// The system's own words for why a file could not be read (`Is a directory`, `Permission
/// denied`), as `strerror` says them, rather than Foundation's `NSCocoaErrorDomain error 256`;
/// Foundation's description only when the error carries no system error.
enum SystemErrorText {
    /// The reason `error` (thrown by `Data(contentsOf:)` and the like) gives.
    static func of(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return (error as NSError).localizedDescription
    }
}
