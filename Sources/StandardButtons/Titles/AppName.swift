#if canImport(ObjectiveC)
    import Foundation
#endif

/// The name of the running app, as the titles that name it show it ("About Notes",
/// "Quit Notes", "Hide Notes"), and how such a title gets it.
///
/// ```swift
/// AppName.fill("Quit %@", with: "Notes")     // "Quit Notes"
/// AppName.fill("%@ beenden", with: "Notes")  // "Notes beenden"
/// StandardType.quit.title()                  // "Quit " + AppName.current
/// ```
public enum AppName {
    /// The running app's name: on Apple platforms the main bundle's display name (else its
    /// bundle name), elsewhere the executable's file name.
    public static var current: String {
        #if canImport(ObjectiveC)
            for key in ["CFBundleDisplayName", "CFBundleName"] {
                if let name = Bundle.main.object(forInfoDictionaryKey: key) as? String, !name.isEmpty { return name }
            }
        #endif
        let executable = CommandLine.arguments.first ?? ""
        let name = executable.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "App" : name
    }

    /// `title` with its app-name placeholder (`%@`, or `%1$@`) replaced by `name`, or by
    /// ``current`` when `name` is `nil`; a title without the placeholder is returned as it is.
    public static func fill(_ title: String, with name: String?) -> String {
        guard title.contains("%1$@") || title.contains("%@") else { return title }
        let value = name ?? current
        return title.replacing("%1$@", with: value).replacing("%@", with: value)
    }
}
