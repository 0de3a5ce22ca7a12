// ICU's spoof checker (UTS #39), normalizer and character properties (Debian: libicu-dev), for
// the types and the version the functions are named with. The libraries are not linked:
// ThemeIdentity loads libicuuc and libicui18n of this major version on the first name it
// compares, so the commands that compare no names do not pay for loading them. ICU names its
// C functions with the major version (uspoof_open_72), which the loader appends.
#include <unicode/uvernum.h>
#include <unicode/utypes.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/unorm2.h>
#include <unicode/uspoof.h>
