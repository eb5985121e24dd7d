#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that have their own main (compiler-rt's FuzzerDriver).
// Declared weak: in a build without -sanitize=fuzzer nothing defines it and its address
// is null, so `ctlrender-fuzz` links everywhere and replays inputs instead of fuzzing.

/// Runs one input; returns 0 (libFuzzer reserves other values).
typedef int (*ctl_fuzz_callback)(const uint8_t *data, size_t size);

extern int LLVMFuzzerRunDriver(int *argc, char ***argv, ctl_fuzz_callback callback)
    __attribute__((weak));

/// 1 when libFuzzer is linked in (LLVMFuzzerRunDriver may be called), else 0.
static inline int ctl_fuzzer_is_linked(void) {
    return LLVMFuzzerRunDriver != NULL;
}
