/// The normalized stream of a ``MarkupDocument``, made the first time it is read and kept:
/// one box shared by the document's copies (its restyled ones too), safe to read from any
/// thread, as the document is `Sendable`.
///
/// The stream is made outside the lock: two threads reading it first at once may both make it
/// (the normalizer is deterministic, so both make the same stream) and the first kept is
/// returned to both.
final class NormalizedStreamCache: @unchecked Sendable {
    /// Guards ``kept``.
    private let monitor = ThreadMonitor()
    private var kept: NormalizedStream?

    /// A box holding `stream` already (made with the tree), or empty.
    init(_ stream: NormalizedStream? = nil) {
        kept = stream
    }

    /// The kept stream, or the one `make` makes, kept from then on.
    func stream(making make: () -> NormalizedStream) -> NormalizedStream {
        if let stream = monitor.locked({ kept }) { return stream }
        let made = make()
        return monitor.locked {
            if let stream = kept { return stream }
            kept = made
            return made
        }
    }

    /// Whether the stream has been made (tests: nothing that does not show it made it).
    var isFilled: Bool { monitor.locked { kept != nil } }
}
