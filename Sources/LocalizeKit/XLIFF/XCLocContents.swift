/// The `contents.json` of an Xcode Localization Catalog (`.xcloc`): the development
/// region, the target locale, the tool that wrote it and the format version.
///
/// Xcode writes it in the same JSON style as String Catalogs (two-space indentation,
/// `" : "`, keys sorted, no final line break). Fields this model does not know (Xcode
/// adds `project`, the `.xcodeproj` name) are kept as read.
///
/// ```swift
/// let contents = XCLocContents(developmentRegion: "en", targetLocale: "de",
///                              tool: .xcode(version: "26.0", buildNumber: "btnloc 0.1.0"))
/// String(decoding: contents.jsonBytes(), as: UTF8.self)
/// // {
/// //   "developmentRegion" : "en",
/// //   "targetLocale" : "de",
/// //   "toolInfo" : { … },
/// //   "version" : "1.0"
/// // }
/// ```
public struct XCLocContents: Hashable, Sendable {
    /// The project's development language (`developmentRegion`).
    public var developmentRegion: String
    /// The language the catalog is for (`targetLocale`).
    public var targetLocale: String
    /// The tool that wrote it (`toolInfo`).
    public var tool: XLIFFTool?
    /// The format version (`version`), `1.0` in every Xcode so far.
    public var version: String
    /// Fields this model does not know, kept as read.
    public var extraFields: JSONObject

    /// Creates contents.
    public init(
        developmentRegion: String, targetLocale: String, tool: XLIFFTool? = nil, version: String = "1.0",
        extraFields: JSONObject = JSONObject()
    ) {
        self.developmentRegion = developmentRegion
        self.targetLocale = targetLocale
        self.tool = tool
        self.version = version
        self.extraFields = extraFields
    }

    /// Reads `contents.json`; `file` names it in errors.
    public init(json bytes: [UInt8], file: String? = nil) throws(ParseError) {
        let value = try JSONReader.parse(bytes, file: file)
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let object = value.object else { throw ParseError("contents.json is not a JSON object", at: start) }
        func string(_ key: String, in object: JSONObject) throws(ParseError) -> String? {
            guard let value = object[key] else { return nil }
            guard let string = value.string else {
                let member = object.members.first { $0.key == key }
                throw ParseError(
                    "'\(key)' is not a string",
                    at: SourceLocation(file: file, line: member?.line ?? 1, column: member?.column ?? 1))
            }
            return string
        }
        guard let region = try string("developmentRegion", in: object) else {
            throw ParseError("contents.json has no 'developmentRegion'", at: start)
        }
        guard let locale = try string("targetLocale", in: object) else {
            throw ParseError("contents.json has no 'targetLocale'", at: start)
        }
        self.init(developmentRegion: region, targetLocale: locale, version: try string("version", in: object) ?? "1.0")
        if let info = object["toolInfo"]?.object {
            tool = XLIFFTool(
                id: try string("toolID", in: info) ?? "", name: try string("toolName", in: info) ?? "",
                version: try string("toolVersion", in: info), buildNumber: try string("toolBuildNumber", in: info))
        }
        let known: Set<String> = ["developmentRegion", "targetLocale", "toolInfo", "version"]
        extraFields = JSONObject(object.members.filter { !known.contains($0.key) })
    }

    /// The JSON Xcode writes.
    public func jsonBytes() -> [UInt8] {
        var members = extraFields.members
        members.append(.init(key: "developmentRegion", value: .string(developmentRegion)))
        members.append(.init(key: "targetLocale", value: .string(targetLocale)))
        if let tool {
            var info: [JSONObject.Member] = [
                .init(key: "toolID", value: .string(tool.id)), .init(key: "toolName", value: .string(tool.name)),
            ]
            if let build = tool.buildNumber { info.append(.init(key: "toolBuildNumber", value: .string(build))) }
            if let version = tool.version { info.append(.init(key: "toolVersion", value: .string(version))) }
            members.append(.init(key: "toolInfo", value: .object(JSONObject(info))))
        }
        members.append(.init(key: "version", value: .string(version)))
        return JSONWriter.xcodeFormatted(.object(JSONObject(members)))
    }
}
