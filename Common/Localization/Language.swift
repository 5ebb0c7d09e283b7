import Foundation

/// A language the user interface speaks: English or Simplified Chinese.
///
/// Parse a command-line value with ``init(parsing:source:)`` and fall back to the environment with
/// ``fromEnvironment(_:overrideVariable:)``. The raw value is the code used for `<code>.lproj` folders.
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    /// English (`en`), also the fallback for any missing translation.
    case english = "en"
    /// Simplified Chinese (`zh-Hans`).
    case simplifiedChinese = "zh-Hans"

    /// The code, such as `en` or `zh-Hans`.
    public var code: String { rawValue }

    /// The language's name in itself, for a language menu: `English`, `简体中文`.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .simplifiedChinese: "简体中文"
        }
    }

    /// The languages a lookup in this language can reach: itself and English, the fallback.
    public var withFallback: [Language] { self == .english ? [.english] : [self, .english] }

    /// Parses a value such as a `--lang` argument.
    ///
    /// Accepts, in any letter case: `en`; `zh-Hans`, `zh`, `zh_CN`, `zh-CN` for Simplified Chinese.
    /// Anything else throws ``LocalizationError/unknownLanguage(_:source:)`` naming the value and `source`.
    public init(parsing value: String, source: String = "language") throws(LocalizationError) {
        switch value.lowercased() {
        case "en": self = .english
        case "zh-hans", "zh", "zh_cn", "zh-cn": self = .simplifiedChinese
        default: throw .unknownLanguage(value, source: source)
        }
    }

    /// The language the environment asks for.
    ///
    /// `overrideVariable` (the app passes `BAZAAR_LANG`) wins when it is set and non-empty, and must
    /// then be a value ``init(parsing:source:)`` accepts, else this throws naming the variable. Otherwise the
    /// first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG` decides, as POSIX orders them: a value
    /// starting with `zh` means Simplified Chinese, anything else (including `C`) English. With none set,
    /// English.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment,
        overrideVariable: String
    ) throws(LocalizationError) -> Language {
        if let value = environment[overrideVariable], !value.isEmpty {
            return try Language(parsing: value, source: overrideVariable)
        }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return value.lowercased().hasPrefix("zh") ? .simplifiedChinese : .english
            }
        }
        return .english
    }
}
