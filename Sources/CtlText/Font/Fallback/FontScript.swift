import CHarfBuzz

/// The Unicode script of a character, as font fallback reads it: which script a character
/// belongs to, and the words a font family names that script by ("Noto Sans Arabic").
struct FontScript: Hashable, Sendable {
    /// HarfBuzz's script value (Unicode's Script property, Scripts.txt).
    let value: hb_script_t

    /// The script of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        value = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
    }

    /// The script of the first scalar of `scalars` that belongs to a real script (not
    /// Common, Inherited or Unknown), or nil when none does.
    static func first(of scalars: some Sequence<Unicode.Scalar>) -> FontScript? {
        scalars.lazy.map(FontScript.init).first(where: \.isReal)
    }

    /// Whether this is a script of its own: not Common (digits, punctuation, symbols),
    /// Inherited (combining marks) or Unknown (unassigned code points).
    var isReal: Bool {
        value != HB_SCRIPT_COMMON && value != HB_SCRIPT_INHERITED && value != HB_SCRIPT_UNKNOWN
    }

    /// The ISO 15924 code ("Arab", "Hebr", "Zyyy" for Common).
    var code: String {
        let tag = hb_script_to_iso15924_tag(value)
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The script's Unicode name ("Arabic", "Devanagari"), or its ISO 15924 code when it is
    /// not among the names below.
    var name: String { Self.names[code] ?? code }

    /// The lower-cased words a family name holds when its font is made for this script
    /// ("Noto Sans Devanagari", "Noto Naskh Arabic", "Noto Sans CJK JP"); empty when
    /// families do not name the script (Latin, Greek, Cyrillic and Common are in most fonts).
    var familyWords: [String] {
        switch code {
        case "Latn", "Grek", "Cyrl", "Zyyy", "Zinh", "Zzzz": []
        case "Hani", "Hira", "Kana", "Bopo", "Hang": ["cjk"]
        default: name.lowercased().split(separator: " ").map(String.init)
        }
    }

    /// Unicode's names of the scripts (PropertyValueAliases.txt), for the scripts whose fonts
    /// name them; font families spell them so ("Noto Sans Ol Chiki", "Noto Sans Canadian Aboriginal").
    static let names: [String: String] = [
        "Zyyy": "Common", "Zinh": "Inherited", "Zzzz": "Unknown",
        "Latn": "Latin", "Grek": "Greek", "Cyrl": "Cyrillic", "Armn": "Armenian", "Geor": "Georgian",
        "Hebr": "Hebrew", "Arab": "Arabic", "Syrc": "Syriac", "Thaa": "Thaana", "Nkoo": "NKo",
        "Samr": "Samaritan", "Mand": "Mandaic", "Adlm": "Adlam", "Rohg": "Hanifi Rohingya",
        "Deva": "Devanagari", "Beng": "Bengali", "Guru": "Gurmukhi", "Gujr": "Gujarati", "Orya": "Oriya",
        "Taml": "Tamil", "Telu": "Telugu", "Knda": "Kannada", "Mlym": "Malayalam", "Sinh": "Sinhala",
        "Thai": "Thai", "Laoo": "Lao", "Tibt": "Tibetan", "Mymr": "Myanmar", "Khmr": "Khmer",
        "Mong": "Mongolian", "Limb": "Limbu", "Tale": "Tai Le", "Talu": "New Tai Lue", "Tavt": "Tai Viet",
        "Bali": "Balinese", "Java": "Javanese", "Sund": "Sundanese", "Bugi": "Buginese", "Cham": "Cham",
        "Ethi": "Ethiopic", "Cher": "Cherokee", "Cans": "Canadian Aboriginal", "Ogam": "Ogham",
        "Runr": "Runic", "Tfng": "Tifinagh", "Vaii": "Vai", "Olck": "Ol Chiki", "Yiii": "Yi",
        "Lisu": "Lisu", "Copt": "Coptic", "Glag": "Glagolitic", "Goth": "Gothic", "Hani": "Han",
        "Hira": "Hiragana", "Kana": "Katakana", "Bopo": "Bopomofo", "Hang": "Hangul",
    ]
}
