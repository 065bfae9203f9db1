/// When to act on a burst of changes to a watched file: `debounce` after the last change
/// (editors write in bursts), but no later than `longestWait` after the first, so a file
/// that never stops changing is still reloaded.
struct ReloadSchedule {
    var debounce = 0.1
    var longestWait = 0.3
    /// When the reload is due, if one is pending.
    private(set) var due: Double?
    private var pendingSince: Double?

    /// The file changed at `now`.
    mutating func changed(at now: Double) {
        let first = pendingSince ?? now
        pendingSince = first
        due = min(now + debounce, first + longestWait)
    }

    /// Reload at the next chance (the `r` key).
    mutating func request(at now: Double) {
        pendingSince = pendingSince ?? now
        due = now
    }

    /// Whether the reload is due at `now`; if it is, the schedule is cleared.
    mutating func fire(at now: Double) -> Bool {
        guard let due, now >= due else { return false }
        self.due = nil
        pendingSince = nil
        return true
    }
}
