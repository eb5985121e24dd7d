#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that have their own main (compiler-rt's FuzzerDriver),
// present only in a build with -sanitize=fuzzer. Without it `ctlrender-fuzz` must still
// link, and then replays inputs instead of fuzzing.

/// Runs one input; returns 0 (libFuzzer reserves other values).
typedef int (*ctl_fuzz_callback)(const uint8_t *data, size_t size);

/// LLVMFuzzerRunDriver's type.
typedef int (*ctl_fuzz_driver)(int *argc, char ***argv, ctl_fuzz_callback callback);

#if defined(__APPLE__)
// Mach-O: a weak reference must still be found at link time, so the entry is looked up
// among the program's symbols when it runs.
#include <dlfcn.h>

/// LLVMFuzzerRunDriver when libFuzzer is linked in, else null.
static inline ctl_fuzz_driver ctl_fuzzer_driver(void) {
    return (ctl_fuzz_driver)dlsym(RTLD_DEFAULT, "LLVMFuzzerRunDriver");
}
#else
// ELF: declared weak, so that in a build without libFuzzer its address is null.
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, ctl_fuzz_callback callback)
    __attribute__((weak));

/// LLVMFuzzerRunDriver when libFuzzer is linked in, else null.
static inline ctl_fuzz_driver ctl_fuzzer_driver(void) {
    return LLVMFuzzerRunDriver;
}
#endif

/// 1 when libFuzzer is linked in (ctl_fuzzer_run_driver may be called), else 0.
static inline int ctl_fuzzer_is_linked(void) {
    return ctl_fuzzer_driver() != NULL;
}

/// Calls LLVMFuzzerRunDriver; only when ctl_fuzzer_is_linked().
static inline int ctl_fuzzer_run_driver(int *argc, char ***argv, ctl_fuzz_callback callback) {
    return ctl_fuzzer_driver()(argc, argv, callback);
}
