#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

// Fills `count` 32-bit pixels with `value`. glibc's wmemset works in 32-bit units
// (wchar_t is a 32-bit int on Linux) and the dynamic linker picks its widest vector
// version for this CPU (AVX2 here), which a Swift library built for baseline x86-64
// (SSE2) cannot use itself. Swift's Glibc module does not export wchar.h.
static inline void ctl_fill32(uint32_t *pixels, uint32_t value, size_t count) {
    wmemset((wchar_t *)pixels, (wchar_t)value, count);
}
