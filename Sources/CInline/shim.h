#include <stddef.h>
#include <stdint.h>
#include <wchar.h>
#include <emmintrin.h>

// Small C functions that Swift inlines into its hot loops, for what Swift itself
// cannot express as cheaply.

// Fills `count` 32-bit pixels with `value`. glibc's wmemset works in 32-bit units
// (wchar_t is a 32-bit int on Linux) and the dynamic linker picks its widest vector
// version for this CPU (AVX2 here), which a Swift library built for baseline x86-64
// (SSE2) cannot use itself. Swift's Glibc module does not export wchar.h.
static inline void ctl_fill32(uint32_t *pixels, uint32_t value, size_t count) {
    wmemset((wchar_t *)pixels, (wchar_t)value, count);
}

// `x` truncated toward zero, for a finite `x` well inside the range of int64_t (the
// caller guarantees it): one cvttsd2si, where Swift's Int(x) adds range checks that
// trap. Outside that range the result is unspecified, never a trap.
static inline int64_t ctl_truncate(double x) {
    return (int64_t)x;
}

// The same for a float.
static inline int64_t ctl_truncate_float(float x) {
    return (int64_t)x;
}

// Four floats truncated toward zero, lane by lane: one cvttps2dq. Defined for every
// input (a lane outside int32_t's range, NaN included, gives INT32_MIN), where Swift's
// conversions of SIMD4<Float> check each lane's range and trap.
typedef float ctl_float4 __attribute__((ext_vector_type(4)));
typedef int32_t ctl_int4 __attribute__((ext_vector_type(4)));

static inline ctl_int4 ctl_truncate_float4(ctl_float4 x) {
    return (ctl_int4)_mm_cvttps_epi32((__m128)x);
}

// Each lane's square root: one sqrtpd or sqrtps. Swift's SIMD `squareRoot()` becomes a
// scalar root per lane, each tested for a negative input to call libm's sqrt (errno),
// wherever the compiler cannot prove the lanes non-negative. The values are the same:
// IEEE roots, correctly rounded, NaN for a negative lane.
typedef double ctl_double2 __attribute__((ext_vector_type(2)));

static inline ctl_double2 ctl_sqrt_double2(ctl_double2 x) {
    return (ctl_double2)_mm_sqrt_pd((__m128d)x);
}

static inline ctl_float4 ctl_sqrt_float4(ctl_float4 x) {
    return (ctl_float4)_mm_sqrt_ps((__m128)x);
}

// The high 16 bits of each lane's 32-bit product: one pmulhuw, which Swift's SIMD
// arithmetic does not reach (it widens the lanes).
typedef uint16_t ctl_u16x8 __attribute__((ext_vector_type(8)));

static inline ctl_u16x8 ctl_mulhi_u16x8(ctl_u16x8 a, ctl_u16x8 b) {
    return (ctl_u16x8)_mm_mulhi_epu16((__m128i)a, (__m128i)b);
}

// Asks for the cache line holding `p` ahead of its use (prefetcht0); never faults.
static inline void ctl_prefetch(const void *p) {
    __builtin_prefetch(p);
}
