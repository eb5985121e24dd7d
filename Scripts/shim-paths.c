// The C shim's vector path for the target it is compiled for (SSE2, NEON) against its plain
// C path, bit for bit, on the same inputs: the edge cases of each contract and seeded random
// bit patterns, as Tests/CtlRasterTests/PortableShimTests.swift does in Swift. Scripts/cross-check
// builds it for this machine, again with AVX2 where the CPU has it, and for AArch64 (run under
// qemu-aarch64), so the NEON and AVX2 paths are checked by running them, not only by compiling.
//
// Prints one line per function and exits 0 when every lane agrees; otherwise prints the first
// differing inputs and exits 1.

#include <stdio.h>
#include <string.h>

#include "shim.h"

// SplitMix64, the generator of CtlTestSupport's SeededRandom.
static uint64_t random_state;

static uint64_t next_random(void) {
    random_state += 0x9E3779B97F4A7C15ull;
    uint64_t z = random_state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static float float_from_bits(uint32_t bits) {
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

static double double_from_bits(uint64_t bits) {
    double d;
    memcpy(&d, &bits, sizeof d);
    return d;
}

// Float edges, as bit patterns: ±0, subnormals, ±largest finite, ±infinity, NaNs quiet and
// signalling with payloads and both signs, ±2³¹, 2³¹ − 128, −2³¹ − 256, ±2³², halves.
static const uint32_t float_edges[] = {
    0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00800000,
    0x7F7FFFFF, 0xFF7FFFFF, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7FA00000,
    0x7FC01234, 0x7F801234, 0xFF801234, 0x7FFFFFFF, 0xFFFFFFFF,
    0x4F000000, 0xCF000000, 0x4EFFFFFF, 0xCF000001, 0x4F800000, 0xCF800000,
    0x3F000000, 0xBF000000, 0x3F800000, 0xBF800000, 0x3FC00000, 0xBFC00000, 0x3F7FFFFF,
    0x4AFFFFFF, 0xCAFFFFFF, 0x4B000000, 0x4B800001, 0x437F8000, 0x7149F2CA, 0xF149F2CA,
};

static const uint64_t double_edges[] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x0000000000000001ull, 0x8000000000000001ull,
    0x000FFFFFFFFFFFFFull, 0x0010000000000000ull, 0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull,
    0x7FF0000000000000ull, 0xFFF0000000000000ull, 0x7FF8000000000000ull, 0xFFF8000000000000ull,
    0x7FF4000000000000ull, 0x7FF80000000ABCDEull, 0x7FF00000000ABCDEull, 0xFFFFFFFFFFFFFFFFull,
    0x3FF0000000000000ull, 0xBFF0000000000000ull, 0x4000000000000000ull, 0x3FD0000000000000ull,
    0x43E0000000000000ull, 0xC3E0000000000000ull, 0x3FB999999999999Aull,
};

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))
enum { RANDOM_COUNT = 100000 };

// The i-th float input: the edges first, then random bit patterns, values within ±2³², and
// values within a few units in the last place of ±2³¹.
static float float_input(size_t i) {
    if (i < COUNT(float_edges)) return float_from_bits(float_edges[i]);
    uint64_t r = next_random();
    switch (r & 3) {
    case 0: return float_from_bits((uint32_t)(r >> 32));
    case 1: return (float)((int64_t)r >> 31);
    case 2: return (float)(int32_t)(r >> 32) / 65536.0f;
    default: return float_from_bits((((r >> 8) & 1) ? 0x4F000000u : 0xCF000000u) + (uint32_t)((r >> 16) % 9) - 4);
    }
}

static int failures;

static void report(const char *name, size_t inputs, size_t differing) {
    printf("shim-paths (%s): %s: %zu inputs, %zu differ from the plain C path\n",
           ctl_vector_path(), name, inputs, differing);
    if (differing > 0) failures++;
}

static void check_truncate_round_and_sqrt_float4(void) {
    size_t total = COUNT(float_edges) + RANDOM_COUNT, truncations = 0, roundings = 0, roots = 0;
    random_state = 0x7A110001;
    for (size_t i = 0; i < total; i++) {
        // Each input in every lane, beside the next inputs.
        for (int lane = 0; lane < 4; lane++) {
            ctl_float4 x = {float_input((i + 1) % COUNT(float_edges)), float_input((i + 2) % COUNT(float_edges)),
                            float_input((i + 3) % COUNT(float_edges)), 0};
            x[3] = x[lane];
            x[lane] = float_input(i);
            ctl_int4 t = ctl_truncate_float4(x), ts = ctl_truncate_float4_scalar(x);
            ctl_int4 r = ctl_round_float4(x), rs = ctl_round_float4_scalar(x);
            ctl_float4 s = ctl_sqrt_float4(x), ss = ctl_sqrt_float4_scalar(x);
            // The one-float rounding agrees with the lanes wherever the lanes' range holds.
            int scalar_rounding_differs = 0;
            for (int j = 0; j < 4; j++) {
                if (x[j] > -0x1p31f && x[j] < 0x1p31f && ctl_round_float(x[j]) != rs[j]) scalar_rounding_differs = 1;
            }
            if ((memcmp(&r, &rs, sizeof r) != 0 || scalar_rounding_differs) && roundings++ < 5) {
                for (int j = 0; j < 4; j++) {
                    printf("  round of %a: %d vs %d (one float: %lld)\n", (double)x[j], r[j], rs[j],
                           (long long)ctl_round_float(x[j]));
                }
            }
            if (memcmp(&t, &ts, sizeof t) != 0 && truncations++ < 5) {
                for (int j = 0; j < 4; j++) {
                    if (t[j] != ts[j]) printf("  truncate of %a: %d vs %d\n", (double)x[j], t[j], ts[j]);
                }
            }
            if (memcmp(&s, &ss, sizeof s) != 0 && roots++ < 5) {
                for (int j = 0; j < 4; j++) {
                    float sj = s[j], ssj = ss[j];
                    if (memcmp(&sj, &ssj, sizeof sj) != 0) {
                        printf("  sqrt of %a: %a vs %a\n", (double)x[j], (double)s[j], (double)ss[j]);
                    }
                }
            }
            // Random inputs are drawn once, not per lane.
            if (i >= COUNT(float_edges)) break;
        }
    }
    report("ctl_truncate_float4", total, truncations);
    report("ctl_round_float4 and ctl_round_float", total, roundings);
    report("ctl_sqrt_float4", total, roots);
}

static void check_sqrt_double2(void) {
    size_t total = COUNT(double_edges) + RANDOM_COUNT, differing = 0;
    random_state = 0x7A110003;
    for (size_t i = 0; i < total; i++) {
        double a = i < COUNT(double_edges) ? double_from_bits(double_edges[i]) : double_from_bits(next_random());
        for (size_t j = 0; j < COUNT(double_edges); j += 5) {
            ctl_double2 x = {a, double_from_bits(double_edges[j])};
            ctl_double2 v = ctl_sqrt_double2(x), s = ctl_sqrt_double2_scalar(x);
            if (memcmp(&v, &s, sizeof v) != 0 && differing++ < 5) {
                printf("  sqrt of %a, %a: %a, %a vs %a, %a\n", x[0], x[1], v[0], v[1], s[0], s[1]);
            }
        }
    }
    report("ctl_sqrt_double2", total, differing);
}

// The operands of the i-th case of the 16-bit high products: every pair of edges first
// (lane k pairs edge i / n with edge (i + k) % n), then random lanes.
static const uint16_t mulhi_edges[] = {0, 1, 2, 127, 128, 255, 256, 257, 0x7FFF, 0x8000, 0x8001, 0xFFFE, 0xFFFF};
#define MULHI_EDGE_PAIRS (COUNT(mulhi_edges) * COUNT(mulhi_edges))

static void mulhi_operands(uint16_t *a, uint16_t *b, int lanes, size_t i) {
    for (int lane = 0; lane < lanes; lane++) {
        if (i < MULHI_EDGE_PAIRS) {
            a[lane] = mulhi_edges[i / COUNT(mulhi_edges)];
            b[lane] = mulhi_edges[(i + (size_t)lane) % COUNT(mulhi_edges)];
        } else {
            uint64_t r = next_random();
            a[lane] = (uint16_t)r;
            b[lane] = (uint16_t)(r >> 16);
        }
    }
}

static void check_mulhi(void) {
    size_t total = 0, differing = 0;
    random_state = 0x7A110004;
    for (size_t i = 0; i < MULHI_EDGE_PAIRS + RANDOM_COUNT; i++, total++) {
        ctl_u16x8 a, b;
        mulhi_operands((uint16_t *)&a, (uint16_t *)&b, 8, i);
        ctl_u16x8 v = ctl_mulhi_u16x8(a, b), s = ctl_mulhi_u16x8_scalar(a, b);
        if (memcmp(&v, &s, sizeof v) != 0 && differing++ < 5) {
            printf("  mulhi of %u × %u: %u vs %u\n", a[0], b[0], v[0], s[0]);
        }
    }
    report("ctl_mulhi_u16x8", total, differing);
}

// Sixteen lanes: AVX2's vpmulhuw where compiled with AVX2, else two eight-lane products. The
// vectors are passed by value to inline functions only; without AVX, clang warns that such a
// call would pass them differently from an AVX caller, which cannot matter here.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wpsabi"
static void check_mulhi16(void) {
    size_t total = 0, differing = 0;
    random_state = 0x7A110016;
    for (size_t i = 0; i < MULHI_EDGE_PAIRS + RANDOM_COUNT; i++, total++) {
        ctl_u16x16 a, b;
        mulhi_operands((uint16_t *)&a, (uint16_t *)&b, 16, i);
        ctl_u16x16 v = ctl_mulhi_u16x16(a, b), s = ctl_mulhi_u16x16_scalar(a, b);
        if (memcmp(&v, &s, sizeof v) != 0 && differing++ < 5) {
            printf("  mulhi16 of %u × %u: %u vs %u\n", a[0], b[0], v[0], s[0]);
        }
    }
    report(ctl_wide_lanes() ? "ctl_mulhi_u16x16 (AVX2)" : "ctl_mulhi_u16x16", total, differing);
}
#pragma clang diagnostic pop

static void check_fill(void) {
    static const size_t counts[] = {0, 1, 3, 4, 7, 8, 15, 16, 17, 31, 64, 255, 256, 257, 1000, 4099};
    static uint32_t fast[4099 + 8], plain[4099 + 8];
    size_t total = 0, differing = 0;
    for (size_t c = 0; c < COUNT(counts); c++) {
        for (size_t offset = 0; offset < 4; offset++, total++) {
            for (size_t i = 0; i < COUNT(fast); i++) fast[i] = plain[i] = 0xDEADBEEF;
            ctl_fill32(fast + offset, 0x80000001u, counts[c]);
            ctl_fill32_scalar(plain + offset, 0x80000001u, counts[c]);
            if (memcmp(fast, plain, sizeof fast) != 0) differing++;
        }
    }
    report("ctl_fill32", total, differing);
}

int main(void) {
    check_truncate_round_and_sqrt_float4();
    check_sqrt_double2();
    check_mulhi();
    check_mulhi16();
    check_fill();
    return failures == 0 ? 0 : 1;
}
