@testable import LocalizeKit

/// A small bundle written for the lookup tests: regional variants, a
/// `.stringsdict` that overrides a `.strings` entry, plural rules in several
/// languages and a two-variable format with positional arguments.
enum LookupFixtures {
    static func stringsdict(_ entries: [(key: String, format: String, variables: [(String, [(String, String)])])])
        -> String
    {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for entry in entries {
            xml +=
                "<key>\(entry.key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(entry.format)</string>\n"
            for (name, forms) in entry.variables {
                xml += "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key>"
                xml +=
                    "<string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>\n"
                for (category, text) in forms { xml += "<key>\(category)</key><string>\(text)</string>\n" }
                xml += "</dict>\n"
            }
            xml += "</dict>\n"
        }
        return xml + "</dict>\n</plist>\n"
    }

    static let files: [String: String] = [
        "en.lproj/Localizable.strings": """
        /* Adds an item. */
        "add" = "Add";
        "favorites" = "Favorites";
        "trash" = "Move to Trash";
        "onlyEnglish" = "Only in English";
        "count" = "plain count";
        "greeting" = "Hello, %@!";
        "pair" = "%1$@ and %2$@";
        """,
        "en.lproj/Localizable.stringsdict": stringsdict([
            (
                "count", "%#@items@",
                [("items", [("one", "%d item"), ("other", "%d items")])]
            ),
            (
                "filesInFolders", "%#@files@ in %#@folders@",
                [
                    ("files", [("one", "%d file"), ("other", "%d files")]),
                    ("folders", [("one", "%d folder"), ("other", "%d folders")]),
                ]
            ),
            (
                "foldersFirst", "%2$#@folders@ hold %1$#@files@",
                [
                    ("files", [("one", "%d file"), ("other", "%d files")]),
                    ("folders", [("one", "%d folder"), ("other", "%d folders")]),
                ]
            ),
            (
                "withZero", "%#@items@",
                [("items", [("zero", "No items"), ("one", "%d item"), ("other", "%d items")])]
            ),
        ]),
        "en-GB.lproj/Localizable.strings": """
        "favorites" = "Favourites";
        "trash" = "Move to Bin";
        """,
        "en-AU.lproj/Localizable.strings": """
        "trash" = "Move to the Bin";
        """,
        "de.lproj/Localizable.strings": """
        "add" = "Hinzufügen";
        "favorites" = "Favoriten";
        "pair" = "%2$@ und %1$@";
        """,
        "de.lproj/Localizable.stringsdict": stringsdict([
            ("count", "%#@items@", [("items", [("one", "%d Objekt"), ("other", "%d Objekte")])])
        ]),
        "ru.lproj/Localizable.stringsdict": stringsdict([
            (
                "count", "%#@items@",
                [
                    (
                        "items",
                        [("one", "%d объект"), ("few", "%d объекта"), ("many", "%d объектов"), ("other", "%d объекта")]
                    )
                ]
            )
        ]),
        "pl.lproj/Localizable.stringsdict": stringsdict([
            (
                "count", "%#@items@",
                [("items", [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")])]
            )
        ]),
        "fr.lproj/Localizable.stringsdict": stringsdict([
            (
                "count", "%#@items@",
                [("items", [("one", "%d élément"), ("many", "%d d’éléments"), ("other", "%d éléments")])]
            )
        ]),
        "ar.lproj/Localizable.stringsdict": stringsdict([
            (
                "count", "%#@items@",
                [
                    (
                        "items",
                        [
                            ("zero", "لا عناصر"), ("one", "عنصر واحد"), ("two", "عنصران"), ("few", "%d عناصر"),
                            ("many", "%d عنصرًا"), ("other", "%d عنصر"),
                        ]
                    )
                ]
            )
        ]),
        "zh-Hans.lproj/Localizable.strings": """
        "add" = "添加";
        """,
        "zh-Hant.lproj/Localizable.strings": """
        "add" = "加入";
        """,
    ]

    static func bundle(
        preferredLanguages: [String] = ["en"], options: LocalizationBundle.Options = .init()
    ) -> LocalizationBundle {
        LocalizationBundle(
            files: files.mapValues { Array($0.utf8) }, developmentLocalization: "en",
            preferredLanguages: preferredLanguages, options: options)
    }
}
