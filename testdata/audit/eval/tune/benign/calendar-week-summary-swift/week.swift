import EventKit
import Foundation

let store = EKEventStore()
let sem = DispatchSemaphore(value: 0)
store.requestFullAccessToEvents { granted, _ in
    guard granted else { print("calendar access denied"); exit(1) }
    sem.signal()
}
sem.wait()

let cal = Calendar.current
let start = cal.dateInterval(of: .weekOfYear, for: Date())!.start
let end = cal.date(byAdding: .day, value: 7, to: start)!
let events = store.events(matching: store.predicateForEvents(withStart: start, end: end, calendars: nil))
    .filter { !$0.isAllDay }

let fmt = DateFormatter()
fmt.dateFormat = "EEE"
var perDay: [String: Double] = [:]
for e in events {
    perDay[fmt.string(from: e.startDate), default: 0] += e.endDate.timeIntervalSince(e.startDate) / 3600
}
for (day, hours) in perDay.sorted(by: { $0.key < $1.key }) {
    print(String(format: "%@  %4.1f h meetings", day, hours))
}
print("\(events.count) events this week")
