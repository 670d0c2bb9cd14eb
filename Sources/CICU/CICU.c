// CICU is a header of static inline wrappers (include/CICU.h); SwiftPM needs one source
// file to build a C target. These checks run wherever the target compiles.
#include "CICU.h"

_Static_assert(sizeof(UChar) == 2, "UChar is a UTF-16 code unit");
_Static_assert(sizeof(UErrorCode) == sizeof(int32_t), "UErrorCode is passed as a 32-bit int");
_Static_assert((UErrorCode)-1 < 0, "UErrorCode is signed: warnings are negative");
