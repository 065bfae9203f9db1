import Testing
@testable import MarkscopeApp

@Suite struct ReloadScheduleTests {
    @Test func aBurstReloadsOnceAfterItsLastWrite() {
        var schedule = ReloadSchedule()
        schedule.changed(at: 10.00)
        schedule.changed(at: 10.05)
        let early = schedule.fire(at: 10.10)
        let onTime = schedule.fire(at: 10.15)
        let again = schedule.fire(at: 11)
        #expect(!early && onTime && !again)
        #expect(schedule.due == nil)
    }

    /// Writes every 10 ms never leave 100 ms of quiet: the reload still comes within 300 ms.
    @Test func aFileThatNeverStopsChangingStillReloads() {
        var schedule = ReloadSchedule()
        var reloads: [Double] = []
        for step in 0..<100 {
            let now = 20 + Double(step) * 0.01
            schedule.changed(at: now)
            if schedule.fire(at: now) { reloads.append(now) }
        }
        #expect(reloads.count == 3)
        #expect(zip(reloads, reloads.dropFirst()).allSatisfy { $1 - $0 < 0.32 })
    }

    @Test func aRequestIsDueAtOnce() {
        var schedule = ReloadSchedule()
        schedule.request(at: 5)
        let fired = schedule.fire(at: 5)
        #expect(fired)
    }
}
