#include <stddef.h>
#include <stdint.h>

// Small C functions that Swift inlines into its hot loops, for what Swift itself
// cannot express as cheaply.
//
// Each vector function has one contract and up to three implementations, chosen when the
// header is compiled: SSE2 (x86 with `__SSE2__`, as every x86-64 is), NEON (AArch64), and
// plain C for any other target. The plain C one is also compiled everywhere under the name
// with `_scalar` appended, so that the tests can hold the vector path of the machine they
// run on against it, input for input, bit for bit (PortableShimTests); Scripts/cross-check
// compiles this header for AArch64 and for x86 without SSE2. `ctl_vector_path()` names the
// implementation in use. Where the target has AVX2, a few take a 256-bit path
// (`ctl_wide_lanes()`, below).
//
// SwiftPM does not track this header as a dependency of the Swift files that inline it:
// after changing it, touch those files (or clean the build) before measuring or testing.

#if defined(__SSE2__)
#include <emmintrin.h>
#define CTL_SSE2 1
#define CTL_VECTOR_PATH "SSE2"
#elif defined(__aarch64__) && defined(__ARM_NEON) && !defined(__AARCH64EB__)
// Little-endian AArch64 only: 32-bit ARM's NEON has no vector square root and no double
// lanes, and ctl_mulhi_u16x8 picks lane halves by their order in memory.
#include <arm_neon.h>
#define CTL_NEON 1
#define CTL_VECTOR_PATH "NEON"
#else
#define CTL_VECTOR_PATH "scalar"
#endif

// Which implementation the vector functions below use: "SSE2", "NEON" or "scalar".
static inline const char *ctl_vector_path(void) {
    return CTL_VECTOR_PATH;
}

// MARK: - Filling

// Fills `count` 32-bit pixels with `value`, one at a time: the portable fill, and the one
// used where wchar_t is not 32 bits wide.
static inline void ctl_fill32_scalar(uint32_t *pixels, uint32_t value, size_t count) {
    for (size_t i = 0; i < count; i++) {
        pixels[i] = value;
    }
}

#if __SIZEOF_WCHAR_T__ == 4
#include <wchar.h>
_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wmemset must write 32-bit units");
#endif

// Fills `count` 32-bit pixels with `value`. Where wchar_t is a 32-bit int (Linux, macOS)
// this is the C library's wmemset, which works in those units: glibc's dynamic linker
// picks its widest vector version for this CPU (AVX2 on x86-64), which a Swift library
// built for the baseline (SSE2) cannot use itself; Swift's Glibc module does not export
// wchar.h. Elsewhere (a 16-bit wchar_t, as on Windows), the plain loop.
static inline void ctl_fill32(uint32_t *pixels, uint32_t value, size_t count) {
#if __SIZEOF_WCHAR_T__ == 4
    wmemset((wchar_t *)pixels, (wchar_t)value, count);
#else
    ctl_fill32_scalar(pixels, value, count);
#endif
}

// MARK: - Truncation

// `x` truncated toward zero, for a finite `x` well inside the range of int64_t (the
// caller guarantees it): one instruction (cvttsd2si, fcvtzs), where Swift's Int(x) adds
// range checks that trap. C leaves the conversion of an out-of-range value undefined; the
// instructions compilers use for it never trap, but no value is promised.
static inline int64_t ctl_truncate(double x) {
    return (int64_t)x;
}

// |x| (clears the sign bit: andpd, fabs). A C function, which LLVM inlines wherever it is
// called: inside the rasterizer's large inlined edge loops Swift's optimizer leaves `abs`
// and `magnitude` out of line, a call around which every vector register is saved.
static inline double ctl_abs(double x) {
    return __builtin_fabs(x);
}

// The same for a float.
static inline int64_t ctl_truncate_float(float x) {
    return (int64_t)x;
}

// Four floats truncated toward zero, lane by lane. Defined for every input: a lane outside
// int32_t's range, NaN included, gives INT32_MIN (what x86's cvttps2dq gives), where
// Swift's conversions of SIMD4<Float> check each lane's range and trap.
typedef float ctl_float4 __attribute__((ext_vector_type(4)));
typedef int32_t ctl_int4 __attribute__((ext_vector_type(4)));

// One lane of ctl_truncate_float4, in plain C. The test is written out because C's
// (int32_t) conversion of an out-of-range float is undefined: −2³¹ ≤ v < 2³¹ holds exactly
// for the floats whose truncation fits (no float lies between −2³¹ − 1 and −2³¹), and
// fails for NaN.
static inline int32_t ctl_truncate_float_lane_scalar(float v) {
    return (v >= -0x1p31f && v < 0x1p31f) ? (int32_t)v : INT32_MIN;
}

static inline ctl_int4 ctl_truncate_float4_scalar(ctl_float4 x) {
    ctl_int4 r = {
        ctl_truncate_float_lane_scalar(x[0]), ctl_truncate_float_lane_scalar(x[1]),
        ctl_truncate_float_lane_scalar(x[2]), ctl_truncate_float_lane_scalar(x[3]),
    };
    return r;
}

#if defined(CTL_NEON)
// NEON's conversions saturate instead (and give 0 for NaN): the lanes of `converted` whose
// |v| < 2³¹ keep their answer and the others take INT32_MIN, x86's; −2³¹ itself takes
// INT32_MIN, its own value.
static inline ctl_int4 ctl_neon_int32_or_min(float32x4_t v, int32x4_t converted) {
    uint32x4_t fits = vcaltq_f32(v, vdupq_n_f32(0x1p31f));
    return (ctl_int4)vbslq_s32(fits, converted, vdupq_n_s32(INT32_MIN));
}
#endif

// SSE2: one cvttps2dq, whose out-of-range answer (0x80000000) is the contract.
// NEON: fcvtzs, out-of-range lanes fixed by ctl_neon_int32_or_min.
static inline ctl_int4 ctl_truncate_float4(ctl_float4 x) {
#if defined(CTL_SSE2)
    return (ctl_int4)_mm_cvttps_epi32((__m128)x);
#elif defined(CTL_NEON)
    return ctl_neon_int32_or_min((float32x4_t)x, vcvtq_s32_f32((float32x4_t)x));
#else
    return ctl_truncate_float4_scalar(x);
#endif
}

// MARK: - Rounding to nearest

// `x` rounded to the nearest integer, halfway cases to the even one, for a finite `x` well
// inside the range of int32_t (the caller guarantees it): one instruction with SSE2
// (cvtss2si in the default rounding mode, which nothing here changes) and on AArch64
// (fcvtns, of the float widened exactly to a double).
static inline int64_t ctl_round_float(float x) {
#if defined(CTL_SSE2) && defined(__x86_64__)
    return _mm_cvtss_si64(_mm_set_ss(x));
#elif defined(CTL_SSE2)
    return _mm_cvtss_si32(_mm_set_ss(x));
#elif defined(CTL_NEON)
    return vcvtnd_s64_f64((double)x);
#else
    return (int64_t)__builtin_rintf(x);
#endif
}

// One lane of ctl_round_float4, in plain C, with the range test of
// ctl_truncate_float_lane_scalar: a float in [−2³¹, 2³¹) rounds to an integer in that range.
static inline int32_t ctl_round_float_lane_scalar(float v) {
    return (v >= -0x1p31f && v < 0x1p31f) ? (int32_t)__builtin_rintf(v) : INT32_MIN;
}

static inline ctl_int4 ctl_round_float4_scalar(ctl_float4 x) {
    ctl_int4 r = {
        ctl_round_float_lane_scalar(x[0]), ctl_round_float_lane_scalar(x[1]),
        ctl_round_float_lane_scalar(x[2]), ctl_round_float_lane_scalar(x[3]),
    };
    return r;
}

// Four floats rounded to the nearest integer, halfway cases to the even one, lane by lane;
// as ctl_truncate_float4, a lane outside int32_t's range, NaN included, gives INT32_MIN.
// SSE2: one cvtps2dq (default rounding mode). NEON: fcvtns, out-of-range lanes fixed by
// ctl_neon_int32_or_min.
static inline ctl_int4 ctl_round_float4(ctl_float4 x) {
#if defined(CTL_SSE2)
    return (ctl_int4)_mm_cvtps_epi32((__m128)x);
#elif defined(CTL_NEON)
    return ctl_neon_int32_or_min((float32x4_t)x, vcvtnq_s32_f32((float32x4_t)x));
#else
    return ctl_round_float4_scalar(x);
#endif
}

// MARK: - Square roots

// Each lane's square root: IEEE roots, correctly rounded, NaN for a negative lane. Swift's
// SIMD `squareRoot()` gives the same values but as a scalar root per lane, each tested for a
// negative input to call libm's sqrt (errno), wherever the compiler cannot prove the lanes
// non-negative; the vector paths take one sqrtpd / sqrtps (fsqrt on AArch64).
typedef double ctl_double2 __attribute__((ext_vector_type(2)));

// Plain C: the compiler's sqrt, lane by lane (the same IEEE root; libm's errno on a
// negative lane, which nothing reads).
static inline ctl_double2 ctl_sqrt_double2_scalar(ctl_double2 x) {
    ctl_double2 r = {__builtin_sqrt(x[0]), __builtin_sqrt(x[1])};
    return r;
}

static inline ctl_float4 ctl_sqrt_float4_scalar(ctl_float4 x) {
    ctl_float4 r = {
        __builtin_sqrtf(x[0]), __builtin_sqrtf(x[1]), __builtin_sqrtf(x[2]), __builtin_sqrtf(x[3]),
    };
    return r;
}

static inline ctl_double2 ctl_sqrt_double2(ctl_double2 x) {
#if defined(CTL_SSE2)
    return (ctl_double2)_mm_sqrt_pd((__m128d)x);
#elif defined(CTL_NEON)
    return (ctl_double2)vsqrtq_f64((float64x2_t)x);
#else
    return ctl_sqrt_double2_scalar(x);
#endif
}

static inline ctl_float4 ctl_sqrt_float4(ctl_float4 x) {
#if defined(CTL_SSE2)
    return (ctl_float4)_mm_sqrt_ps((__m128)x);
#elif defined(CTL_NEON)
    return (ctl_float4)vsqrtq_f32((float32x4_t)x);
#else
    return ctl_sqrt_float4_scalar(x);
#endif
}

// MARK: - Products

// The high 16 bits of each lane's 32-bit product, which Swift's SIMD arithmetic does not
// reach without widening the lanes: one pmulhuw on SSE2; on NEON two widening multiplies
// (umull, umull2) and the odd halves of their lanes (uzp2).
typedef uint16_t ctl_u16x8 __attribute__((ext_vector_type(8)));

static inline ctl_u16x8 ctl_mulhi_u16x8_scalar(ctl_u16x8 a, ctl_u16x8 b) {
    ctl_u16x8 r;
    for (int i = 0; i < 8; i++) {
        r[i] = (uint16_t)(((uint32_t)a[i] * (uint32_t)b[i]) >> 16);
    }
    return r;
}

static inline ctl_u16x8 ctl_mulhi_u16x8(ctl_u16x8 a, ctl_u16x8 b) {
#if defined(CTL_SSE2)
    return (ctl_u16x8)_mm_mulhi_epu16((__m128i)a, (__m128i)b);
#elif defined(CTL_NEON)
    uint16x8_t va = (uint16x8_t)a, vb = (uint16x8_t)b;
    uint32x4_t low = vmull_u16(vget_low_u16(va), vget_low_u16(vb));
    uint32x4_t high = vmull_high_u16(va, vb);
    // Little-endian: the high half of each 32-bit lane is the odd 16-bit lane.
    return (ctl_u16x8)vuzp2q_u16(vreinterpretq_u16_u32(low), vreinterpretq_u16_u32(high));
#else
    return ctl_mulhi_u16x8_scalar(a, b);
#endif
}

// MARK: - Wide lanes

// Sixteen 16-bit lanes (eight pixels' channels, as two of ctl_u16x8's groups of four): the
// width of one AVX2 register. The blitters take their eight-pixel loops only where
// `ctl_wide_lanes()` is 1, a constant the compiler folds, so a portable build (SSE2, NEON,
// plain C) keeps its four-pixel loops unchanged; each lane's arithmetic is the same in both,
// so the bytes are too (Scripts/cpu-check holds a -target-cpu haswell build to that).
typedef uint16_t ctl_u16x16 __attribute__((ext_vector_type(16)));

#if defined(__AVX2__)
#include <immintrin.h>
#define CTL_AVX2 1
#endif

// 1 when this header is compiled for a target with AVX2 (swift build -Xswiftc -target-cpu
// -Xswiftc haswell or later), else 0.
static inline int ctl_wide_lanes(void) {
#if defined(CTL_AVX2)
    return 1;
#else
    return 0;
#endif
}

static inline ctl_u16x16 ctl_mulhi_u16x16_scalar(ctl_u16x16 a, ctl_u16x16 b) {
    ctl_u16x16 r;
    for (int i = 0; i < 16; i++) {
        r[i] = (uint16_t)(((uint32_t)a[i] * (uint32_t)b[i]) >> 16);
    }
    return r;
}

// ctl_mulhi_u16x8 on sixteen lanes: one vpmulhuw with AVX2, else the two halves apart.
static inline ctl_u16x16 ctl_mulhi_u16x16(ctl_u16x16 a, ctl_u16x16 b) {
#if defined(CTL_AVX2)
    return (ctl_u16x16)_mm256_mulhi_epu16((__m256i)a, (__m256i)b);
#else
    ctl_u16x8 low = ctl_mulhi_u16x8(a.lo, b.lo), high = ctl_mulhi_u16x8(a.hi, b.hi);
    return (ctl_u16x16){low[0], low[1], low[2], low[3], low[4], low[5], low[6], low[7],
                        high[0], high[1], high[2], high[3], high[4], high[5], high[6], high[7]};
#endif
}

// MARK: - Prefetching

// Asks for the cache line holding `p` ahead of its use (prefetcht0 on x86, prfm on
// AArch64, nothing where the target has no such instruction); never faults.
static inline void ctl_prefetch(const void *p) {
    __builtin_prefetch(p);
}
