// Stable-named wrappers over the ICU C functions LocalizeKit uses, on every platform.
//
// Linux: the declarations come from the system ICU headers (Debian's libicu-dev puts them
// in /usr/include/unicode) and the package links libicui18n and libicuuc. ICU renames
// every entry point with a version suffix there (`uplrules_open` is a macro for
// `uplrules_open_72`), and Swift cannot import such macros: each wrapper below is a
// `static inline` function with a fixed name that compiles against any ICU version.
//
// Apple platforms: the system's ICU is libicucore, which exports the functions without
// version suffixes and ships no headers (the iOS SDK has none). ICUAppleDeclarations.h
// declares exactly what the wrappers use, with the values of ICU's own headers; a Linux
// test (CICUTests) checks it against /usr/include/unicode.
//
// Add a wrapper when a new ICU function is needed, declare what it uses in
// ICUAppleDeclarations.h, and keep this header boring.
#ifndef CICU_H
#define CICU_H

#include <stddef.h>
#include <stdint.h>

/// The oldest ICU release that has every function and constant used here:
/// `uplrules_getKeywords` and `uplrules_selectWithFormat` came with ICU 59. Apple platforms
/// ship newer ones (iOS 16 and macOS 13 have ICU 70).
#define CICU_ICU_VERSION_FLOOR 59

// CICU_FORCE_APPLE_DECLARATIONS is for CICUTests only: it compiles the Apple half on Linux.
#if defined(__APPLE__) || defined(CICU_FORCE_APPLE_DECLARATIONS)
#include "ICUAppleDeclarations.h"
#else
#include <unicode/ucol.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>
#include <unicode/utypes.h>
#include <unicode/uvernum.h>
#if U_ICU_VERSION_MAJOR_NUM < CICU_ICU_VERSION_FLOOR
#error "LocalizeKit needs ICU 59 or later (CICU_ICU_VERSION_FLOOR)"
#endif
#endif

// MARK: Errors

static inline const char *cicu_errorName(UErrorCode code) { return u_errorName(code); }

// MARK: Locales

static inline int32_t cicu_uloc_addLikelySubtags(const char *locale, char *out, int32_t capacity, UErrorCode *status) {
    return uloc_addLikelySubtags(locale, out, capacity, status);
}
static inline int32_t cicu_uloc_minimizeSubtags(const char *locale, char *out, int32_t capacity, UErrorCode *status) {
    return uloc_minimizeSubtags(locale, out, capacity, status);
}
static inline const char *const *cicu_uloc_getISOLanguages(void) { return uloc_getISOLanguages(); }
static inline const char *const *cicu_uloc_getISOCountries(void) { return uloc_getISOCountries(); }
static inline int32_t cicu_uscript_getCode(const char *name, UScriptCode *out, int32_t capacity, UErrorCode *status) {
    return uscript_getCode(name, out, capacity, status);
}

// MARK: Resource bundles (CLDR data such as the language aliases of `metadata`)

static inline UResourceBundle *cicu_ures_openDirect(const char *packageName, const char *locale, UErrorCode *status) {
    return ures_openDirect(packageName, locale, status);
}
static inline void cicu_ures_close(UResourceBundle *bundle) { ures_close(bundle); }
static inline UResourceBundle *cicu_ures_getByKey(const UResourceBundle *bundle, const char *key,
                                                  UResourceBundle *fillIn, UErrorCode *status) {
    return ures_getByKey(bundle, key, fillIn, status);
}
static inline const UChar *cicu_ures_getStringByKey(const UResourceBundle *bundle, const char *key, int32_t *length,
                                                   UErrorCode *status) {
    return ures_getStringByKey(bundle, key, length, status);
}

// MARK: Enumerations

static inline const char *cicu_uenum_next(UEnumeration *enumeration, int32_t *length, UErrorCode *status) {
    return uenum_next(enumeration, length, status);
}
static inline void cicu_uenum_close(UEnumeration *enumeration) { uenum_close(enumeration); }

// MARK: Plural rules

static inline UPluralRules *cicu_uplrules_openForType(const char *locale, UPluralType type, UErrorCode *status) {
    return uplrules_openForType(locale, type, status);
}
static inline void cicu_uplrules_close(UPluralRules *rules) { uplrules_close(rules); }
static inline int32_t cicu_uplrules_selectFormatted(const UPluralRules *rules, const UNumberFormat *format,
                                                    double number, UChar *keyword, int32_t capacity,
                                                    UErrorCode *status) {
    return uplrules_selectWithFormat(rules, number, format, keyword, capacity, status);
}
static inline int32_t cicu_uplrules_select(const UPluralRules *rules, double number, UChar *keyword, int32_t capacity,
                                           UErrorCode *status) {
    return uplrules_select(rules, number, keyword, capacity, status);
}
static inline UEnumeration *cicu_uplrules_getKeywords(const UPluralRules *rules, UErrorCode *status) {
    return uplrules_getKeywords(rules, status);
}

// MARK: Number formats

static inline UNumberFormat *cicu_unum_open(UNumberFormatStyle style, const char *locale, UErrorCode *status) {
    return unum_open(style, NULL, 0, locale, NULL, status);
}
static inline void cicu_unum_close(UNumberFormat *format) { unum_close(format); }
static inline void cicu_unum_setAttribute(UNumberFormat *format, UNumberFormatAttribute attribute, int32_t value) {
    unum_setAttribute(format, attribute, value);
}
static inline int32_t cicu_unum_formatInt64(const UNumberFormat *format, int64_t number, UChar *out, int32_t capacity,
                                            UErrorCode *status) {
    return unum_formatInt64(format, number, out, capacity, NULL, status);
}
static inline int32_t cicu_unum_formatDouble(const UNumberFormat *format, double number, UChar *out, int32_t capacity,
                                             UErrorCode *status) {
    return unum_formatDouble(format, number, out, capacity, NULL, status);
}

// MARK: Collation

static inline UCollator *cicu_ucol_open(const char *locale, UErrorCode *status) { return ucol_open(locale, status); }
static inline void cicu_ucol_close(UCollator *collator) { ucol_close(collator); }
static inline void cicu_ucol_setAttribute(UCollator *collator, UColAttribute attribute, UColAttributeValue value,
                                          UErrorCode *status) {
    ucol_setAttribute(collator, attribute, value, status);
}
static inline UCollationResult cicu_ucol_strcollUTF8(const UCollator *collator, const char *left, int32_t leftLength,
                                                    const char *right, int32_t rightLength, UErrorCode *status) {
    return ucol_strcollUTF8(collator, left, leftLength, right, rightLength, status);
}

#endif
