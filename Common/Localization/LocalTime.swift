import Foundation

/// A moment as a person reads it: in the local time zone and in their language, as in
/// `Nov 22, 2025 at 5:30 PM` or `2025年11月22日 17:30`. Machines get ISO 8601 elsewhere (JSON).
public enum LocalTime {
    /// `date` in `timeZone` (the process's own, which `TZ` sets, unless said otherwise), written
    /// the way `language` writes a date with a short time, in the Gregorian calendar.
    public static func text(_ date: Date, language: Language, timeZone: TimeZone = .current) -> String {
        date.formatted(
            Date.FormatStyle(
                date: .abbreviated, time: .shortened, locale: Locale(identifier: language.code),
                calendar: Calendar(identifier: .gregorian), timeZone: timeZone))
    }
}
