import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Makes Ctrl-C (SIGINT) and `kill` (SIGTERM) remove the temp files of writes in
/// progress before the process ends, so an interrupted run leaves no partial files:
/// every output file is either complete or absent (or still the previous version).
public enum InterruptCleanup {
    /// Installs the handlers and returns once they are active; calling it again does
    /// nothing. After an interrupt the process exits with 128 + the signal number,
    /// the shells' convention: 130 for SIGINT, 143 for SIGTERM.
    ///
    /// The signals are observed through Dispatch signal sources, so the cleanup runs
    /// on an ordinary thread, where taking a lock and deleting files is safe (inside
    /// a C signal handler it would not be). Their default action (ending the process
    /// at once) is switched off, as Dispatch requires; child processes started
    /// afterwards inherit SIGINT and SIGTERM as ignored.
    public static func install() {
        _ = sources
    }

    // nonisolated(unsafe): set once, by the thread-safe lazy initialization of a
    // static, and never changed; kept only so that the sources stay alive.
    nonisolated(unsafe) private static let sources: [any DispatchSourceSignal] = {
        let registered = DispatchSemaphore(value: 0)
        let sources = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                TempFileRegistry.shared.removeAll()
                // _exit, not exit: other threads may still be drawing or encoding, and
                // exit's atexit handlers and library destructors would run under them.
                // Flush stdio first so that output already printed is not lost.
                fflush(nil)
                _exit(128 + signalNumber)
            }
            // Dispatch registers a source asynchronously; a signal arriving before
            // that would be ignored, so install() waits for the registrations.
            source.setRegistrationHandler { registered.signal() }
            source.resume()
            return source
        }
        for _ in sources { registered.wait() }
        return sources
    }()
}
