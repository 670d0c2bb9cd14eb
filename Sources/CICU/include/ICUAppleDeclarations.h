// The ICU C API that CICU.h uses, declared for Apple platforms.
//
// Apple's libicucore (every Apple OS) exports ICU's C functions without version suffixes
// but ships no headers, so the ones CICU.h calls are declared here, with the types and
// constant values of ICU's own headers. CICU.h includes this file on Apple platforms only.
//
// Rules, checked on Linux by CICUTests against the system headers in /usr/include/unicode:
// every ICU function, type and constant that CICU.h or LocalizeKit uses is declared here;
// each prototype has ICU's return and parameter types; each constant has ICU's value; an
// enum that has negative values in ICU has one here too (C then gives it the same signed
// underlying type, which Swift imports as Int32). Everything here exists since ICU 59
// (CICU_ICU_VERSION_FLOOR); iOS 16, macOS 13, tvOS 16 and watchOS 9 ship ICU 70.
#ifndef CICU_ICU_APPLE_DECLARATIONS_H
#define CICU_ICU_APPLE_DECLARATIONS_H

#include <stdint.h>

// MARK: Basic types (utypes.h, umachine.h)

/// A UTF-16 code unit (ICU's UChar in C).
typedef uint16_t UChar;

/// ICU's error and warning codes: warnings are negative, U_ZERO_ERROR is success, failures are positive.
typedef enum UErrorCode {
    U_USING_FALLBACK_WARNING = -128,
    U_ZERO_ERROR = 0,
    U_BUFFER_OVERFLOW_ERROR = 15,
} UErrorCode;

const char *u_errorName(UErrorCode code);

// MARK: Locales (uloc.h, uscript.h)

int32_t uloc_addLikelySubtags(const char *locale, char *maximized, int32_t capacity, UErrorCode *status);
int32_t uloc_minimizeSubtags(const char *locale, char *minimized, int32_t capacity, UErrorCode *status);
const char *const *uloc_getISOLanguages(void);
const char *const *uloc_getISOCountries(void);

/// ISO 15924 script codes; only the invalid one is named here.
typedef enum UScriptCode {
    USCRIPT_INVALID_CODE = -1,
} UScriptCode;

int32_t uscript_getCode(const char *nameOrLocale, UScriptCode *codes, int32_t capacity, UErrorCode *status);

// MARK: Resource bundles (ures.h)

typedef struct UResourceBundle UResourceBundle;

UResourceBundle *ures_openDirect(const char *packageName, const char *locale, UErrorCode *status);
void ures_close(UResourceBundle *bundle);
UResourceBundle *ures_getByKey(const UResourceBundle *resourceBundle, const char *key, UResourceBundle *fillIn,
                               UErrorCode *status);
const UChar *ures_getStringByKey(const UResourceBundle *bundle, const char *key, int32_t *length,
                                 UErrorCode *status);

// MARK: Enumerations (uenum.h)

typedef struct UEnumeration UEnumeration;

const char *uenum_next(UEnumeration *enumeration, int32_t *length, UErrorCode *status);
void uenum_close(UEnumeration *enumeration);

// MARK: Number formats (unum.h, parseerr.h, umisc.h)

typedef void *UNumberFormat;

typedef enum UNumberFormatStyle {
    UNUM_DECIMAL = 1,
} UNumberFormatStyle;

typedef enum UNumberFormatAttribute {
    UNUM_GROUPING_USED = 1,
    UNUM_MAX_FRACTION_DIGITS = 6,
    UNUM_MIN_FRACTION_DIGITS = 7,
} UNumberFormatAttribute;

/// Complete structs in ICU; only passed as NULL here, so left incomplete.
typedef struct UParseError UParseError;
typedef struct UFieldPosition UFieldPosition;

UNumberFormat *unum_open(UNumberFormatStyle style, const UChar *pattern, int32_t patternLength, const char *locale,
                         UParseError *parseError, UErrorCode *status);
void unum_close(UNumberFormat *format);
void unum_setAttribute(UNumberFormat *format, UNumberFormatAttribute attribute, int32_t value);
int32_t unum_formatInt64(const UNumberFormat *format, int64_t number, UChar *out, int32_t capacity,
                         UFieldPosition *position, UErrorCode *status);
int32_t unum_formatDouble(const UNumberFormat *format, double number, UChar *out, int32_t capacity,
                          UFieldPosition *position, UErrorCode *status);

// MARK: Plural rules (upluralrules.h)

enum UPluralType {
    UPLURAL_TYPE_CARDINAL = 0,
    UPLURAL_TYPE_ORDINAL = 1,
};
typedef enum UPluralType UPluralType;

typedef struct UPluralRules UPluralRules;

UPluralRules *uplrules_openForType(const char *locale, UPluralType type, UErrorCode *status);
void uplrules_close(UPluralRules *rules);
int32_t uplrules_select(const UPluralRules *rules, double number, UChar *keyword, int32_t capacity,
                        UErrorCode *status);
/// An ICU "internal" function (a technology preview since ICU 59); libicucore exports it.
int32_t uplrules_selectWithFormat(const UPluralRules *rules, double number, const UNumberFormat *format,
                                  UChar *keyword, int32_t capacity, UErrorCode *status);
UEnumeration *uplrules_getKeywords(const UPluralRules *rules, UErrorCode *status);

// MARK: Collation (ucol.h)

typedef struct UCollator UCollator;

typedef enum {
    UCOL_EQUAL = 0,
    UCOL_GREATER = 1,
    UCOL_LESS = -1,
} UCollationResult;

typedef enum {
    UCOL_DEFAULT = -1,
    UCOL_ON = 17,
} UColAttributeValue;

typedef enum {
    UCOL_NUMERIC_COLLATION = 7,
} UColAttribute;

UCollator *ucol_open(const char *locale, UErrorCode *status);
void ucol_close(UCollator *collator);
void ucol_setAttribute(UCollator *collator, UColAttribute attribute, UColAttributeValue value, UErrorCode *status);
UCollationResult ucol_strcollUTF8(const UCollator *collator, const char *left, int32_t leftLength, const char *right,
                                  int32_t rightLength, UErrorCode *status);

#endif
