import Testing

/// The C declaration parser reads the shapes ICU's headers use, and says what it skips.
@Suite("C declaration parser")
struct CDeclarationParserTests {
    private static func parse(_ text: String, exportMacros: Set<String> = ["U_CAPI"]) -> CHeader {
        var parser = CDeclarationParser(exportMacros: exportMacros)
        parser.parse(text, file: "test.h")
        return parser.header
    }

    @Test("Prototypes lose their parameter names, macros and spacing; types keep const and pointers")
    func prototypes() throws {
        let header = Self.parse(
            """
            U_CAPI const char* const* U_EXPORT2
            uloc_getISOLanguages(void);
            U_CAPI UNumberFormat* U_EXPORT2
            unum_open(  UNumberFormatStyle    style,
                        const    UChar*    pattern,
                        int32_t            patternLength,
                        const    char*     locale,
                        UParseError*       parseErr,
                        UErrorCode*        status);
            U_CAPI int32_t U_EXPORT2 u_sprintf(UChar *buffer, const char *format, ...);
            U_CAPI void U_EXPORT2 f(char const *text, unsigned int count, const struct S *s, char name[]);
            """)
        #expect(
            header.functions["uloc_getISOLanguages"]?.first?.signature
                == "const char * const * uloc_getISOLanguages(void)")
        let open = try #require(header.functions["unum_open"]?.first)
        #expect(
            open.signature
                == "UNumberFormat * unum_open(UNumberFormatStyle, const UChar *, int32_t, const char *, UParseError *, UErrorCode *)"
        )
        #expect(open.parameters.map(\.name) == ["style", "pattern", "patternLength", "locale", "parseErr", "status"])
        #expect(header.functions["u_sprintf"]?.first?.signature == "int32_t u_sprintf(UChar *, const char *, ...)")
        #expect(
            header.functions["f"]?.first?.signature == "void f(const char *, unsigned int, const struct S *, char *)")
    }

    @Test("Enum values: implicit, explicit, negative, hex, and names of earlier enumerators")
    func enumValues() throws {
        let header = Self.parse(
            """
            typedef enum {
              UCOL_DEFAULT = -1,
              UCOL_PRIMARY = 0,
              UCOL_SECONDARY = 1,
              UCOL_TERTIARY = 2,
              UCOL_DEFAULT_STRENGTH = UCOL_TERTIARY,
              UCOL_CE_STRENGTH_LIMIT,
              UCOL_ON = 0x11,
              UCOL_SHIFTED = (UCOL_ON + 3),
              FLAG = 1 << 4 | 2,
            #ifndef U_HIDE_DEPRECATED_API
              UCOL_ATTRIBUTE_VALUE_COUNT
            #endif  /* U_HIDE_DEPRECATED_API */
            } UColAttributeValue;
            enum UPluralType { UPLURAL_TYPE_CARDINAL, UPLURAL_TYPE_ORDINAL };
            typedef enum UPluralType UPluralType;
            typedef enum UNumberFormatAttribute { UNUM_PARSE_INT_ONLY, UNUM_UNKNOWN = SOMETHING_ELSE, UNUM_NEXT } X;
            """)
        let values = Dictionary(
            uniqueKeysWithValues: header.enums.flatMap(\.enumerators).map { ($0.name, $0.value) })
        #expect(values["UCOL_DEFAULT"] == -1)
        #expect(values["UCOL_CE_STRENGTH_LIMIT"] == 3)
        #expect(values["UCOL_ON"] == 17)
        #expect(values["UCOL_SHIFTED"] == 20)
        #expect(values["FLAG"] == 18)
        #expect(values["UCOL_ATTRIBUTE_VALUE_COUNT"] == 19)
        #expect(values["UPLURAL_TYPE_ORDINAL"] == 1)
        // An expression this parser cannot evaluate gives no value, and so does what follows.
        #expect(values["UNUM_UNKNOWN"] == .some(nil))
        #expect(values["UNUM_NEXT"] == .some(nil))
        #expect(header.enumNamed("UColAttributeValue").first?.hasNegativeValues == true)
        #expect(header.enumNamed("UPluralType").first?.tag == "UPluralType")
        #expect(header.enumNamed("UPluralType").first?.hasNegativeValues == false)
        #expect(header.typedefs["UPluralType"]?.first?.target == .enumeration(tag: "UPluralType"))
    }

    @Test("C++-only blocks are left out; undecidable branches are both kept")
    func conditionals() {
        let header = Self.parse(
            """
            #if U_SHOW_CPLUSPLUS_API
            U_NAMESPACE_BEGIN
            class U_I18N_API Collator { enum ECollationStrength { PRIMARY = 0 }; };
            U_DEFINE_LOCAL_OPEN_POINTER(LocalUCollatorPointer, UCollator, ucol_close);
            typedef int CPlusPlusOnly;
            U_NAMESPACE_END
            #else
            typedef int COnly;
            #endif
            #if defined(U_COMBINED_IMPLEMENTATION) || defined(U_COMMON_IMPLEMENTATION)
                typedef char16_t UChar;
            #elif defined(UCHAR_TYPE)
                typedef UCHAR_TYPE UChar;
            #elif (U_CPLUSPLUS_VERSION >= 11)
                typedef char16_t UChar;
            #else
                typedef uint16_t UChar;
            #endif
            #ifdef U_HIDE_DRAFT_API
            typedef int Hidden;
            #endif
            """)
        #expect(header.typedefs["CPlusPlusOnly"] == nil)
        #expect(header.enumerators["PRIMARY"] == nil)
        #expect(header.functions["U_DEFINE_LOCAL_OPEN_POINTER"] == nil)
        #expect(header.typedefs["COnly"]?.count == 1)
        #expect(header.typedefs["Hidden"] == nil)
        #expect(header.typedefs["UChar"]?.map(\.target.description) == ["UCHAR_TYPE", "uint16_t"])
    }

    @Test("Typedefs of structs, pointers and function types; U_CDECL_BEGIN is no statement")
    func typedefs() {
        let header = Self.parse(
            """
            U_CDECL_BEGIN
            typedef struct UFieldPosition { int32_t field; int32_t beginIndex; } UFieldPosition;
            U_CDECL_END
            typedef struct UCollator UCollator;
            typedef void* UNumberFormat;
            typedef UBool U_CALLCONV UEnumCharNamesFn(void *context, UChar32 code, int32_t length);
            typedef void (U_EXPORT2 *UConverterToUCallback)(const void *context, UErrorCode *pErrorCode);
            """)
        #expect(header.typedefs["UFieldPosition"]?.first?.target == .structure(tag: "UFieldPosition"))
        #expect(header.typedefs["UCollator"]?.first?.target == .structure(tag: "UCollator"))
        #expect(header.typedefs["UNumberFormat"]?.first?.target == .type(CType(["void", "*"])))
        #expect(header.typedefs["UEnumCharNamesFn"] != nil)
        #expect(header.typedefs["UConverterToUCallback"] != nil)
        #expect(header.typedefs["context"] == nil)
        #expect(header.typedefs["length"] == nil)
    }

    @Test("Doc comments carry the ICU version; a trailing /**< comment belongs to what precedes it")
    func docComments() throws {
        let header = Self.parse(
            """
            /**
             * Opens plural rules.
             * @stable ICU 50
             */
            U_CAPI UPluralRules* U_EXPORT2 uplrules_openForType(const char *locale, UPluralType type, UErrorCode *status);
            typedef enum UErrorCode {
                U_ZERO_ERROR = 0,  /**< No error, no warning. @stable ICU 2.0 */
                U_ILLEGAL_ARGUMENT_ERROR = 1,
            } UErrorCode;
            """)
        let comment = try #require(header.functions["uplrules_openForType"]?.first?.comment)
        #expect(ICUDeclarationCheck.introducedVersion(in: comment) == 50)
        #expect(header.enumerators["U_ILLEGAL_ARGUMENT_ERROR"]?.first?.enumerator.comment == nil)
        #expect(ICUDeclarationCheck.introducedVersion(in: "@internal ICU 59 technology preview") == 59)
        #expect(ICUDeclarationCheck.introducedVersion(in: "@stable ICU 4.8") == 4)
        #expect(ICUDeclarationCheck.introducedVersion(in: "@deprecated ICU 58") == nil)
    }

    @Test("A parameter written as a function pointer is reported, not guessed")
    func functionPointerParameter() {
        let header = Self.parse("U_CAPI void U_EXPORT2 u_enum(void (*callback)(int), void *context);")
        #expect(header.functions["u_enum"] == nil)
        #expect(header.unparsed["u_enum"] == "a parameter is a function pointer written in place")
    }

    @Test("Without export macros: plain prototypes and static inline wrappers with the calls they make")
    func wrappers() throws {
        let header = Self.parse(
            """
            void ucol_close(UCollator *collator);
            static inline int32_t cicu_select(const UPluralRules *rules, double number, UErrorCode *status) {
                if (rules == NULL) { return 0; }
                return uplrules_select(rules, number, NULL, 0, status) + helper(number);
            }
            """, exportMacros: [])
        #expect(header.functions["ucol_close"]?.first?.isStaticInline == false)
        let wrapper = try #require(header.functions["cicu_select"]?.first)
        #expect(wrapper.isStaticInline)
        #expect(wrapper.calledFunctions == ["uplrules_select", "helper"])
    }

    @Test("Swift identifiers: comments and string literals are not code")
    func swiftIdentifiers() {
        let names = SwiftIdentifiers.identifiers(
            in: """
                // U_IN_A_COMMENT
                /* U_IN_A_BLOCK /* nested */ STILL_COMMENT */
                let status = U_ZERO_ERROR  // trailing
                let text = "U_IN_A_STRING \\(x)"
                let block = \"\"\"
                    U_IN_A_MULTILINE_STRING
                    \"\"\"
                """)
        #expect(names.contains("U_ZERO_ERROR"))
        #expect(names.contains("status"))
        #expect(!names.contains("U_IN_A_COMMENT"))
        #expect(!names.contains("STILL_COMMENT"))
        #expect(!names.contains("U_IN_A_STRING"))
        #expect(!names.contains("U_IN_A_MULTILINE_STRING"))
    }
}
