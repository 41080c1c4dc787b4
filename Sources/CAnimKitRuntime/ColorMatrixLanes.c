#include "CAnimKitRuntime.h"

// Exactly the scalar pass's arithmetic (ColorFiltering.swift): IEEE single precision, lane by lane, nothing fused.
#pragma clang fp contract(off)

typedef float floats4 __attribute__((ext_vector_type(4)));
typedef int32_t ints4 __attribute__((ext_vector_type(4)));
typedef uint32_t words4 __attribute__((ext_vector_type(4)));

/// `a` where `mask` is all ones, `b` where it is zero.
static inline floats4 select4(ints4 mask, floats4 a, floats4 b) {
    return (floats4)(((ints4)a & mask) | ((ints4)b & ~mask));
}

/// `min(1, max(0, v))` as Swift's `min` and `max` take it.
static inline floats4 clamp4(floats4 v) {
    floats4 w = select4(v < 0.0f, (floats4)0.0f, v);
    return select4(w > 1.0f, (floats4)1.0f, w);
}

/// The scalar pass's `roundedHalfUp` (truncate, then up when the rest is at least a half), as whole numbers.
static inline words4 rounded4(floats4 x) {
    floats4 t = __builtin_convertvector(__builtin_convertvector(x, ints4), floats4);
    floats4 r = select4(x - t >= 0.5f, t + 1.0f, t);
    return (words4)__builtin_convertvector(r, ints4);
}

void animkit_color_matrix_lanes(uint8_t *pixels, intptr_t width, intptr_t height, intptr_t stride,
                                const float *matrix, bool createsAlpha) {
    const float *m = matrix;
    words4 lastIn = 0, lastOut = 0;
    bool hasLast = false;
    for (intptr_t y = 0; y < height; y++) {
        uint8_t *row = pixels + y * stride;
        for (intptr_t x = 0; x + 4 <= width; x += 4) {
            words4 words;
            __builtin_memcpy(&words, row + x * 4, 16);
            ints4 same = words == lastIn;
            if (hasLast && same.x && same.y && same.z && same.w) {
                __builtin_memcpy(row + x * 4, &lastOut, 16);
                continue;
            }
            words4 alpha8 = words >> 24;
            floats4 alpha = __builtin_convertvector((ints4)alpha8, floats4) / 255.0f;
            ints4 transparent = (ints4)alpha8 == 0;
            floats4 scale = select4(transparent, (floats4)0.0f, 1.0f / (alpha * 255.0f));
            floats4 r = __builtin_convertvector((ints4)((words >> 16) & 0xFF), floats4) * scale;
            floats4 g = __builtin_convertvector((ints4)((words >> 8) & 0xFF), floats4) * scale;
            floats4 b = __builtin_convertvector((ints4)(words & 0xFF), floats4) * scale;
            floats4 red = clamp4(m[0] * r + m[1] * g + m[2] * b + m[3] * alpha + m[4]);
            floats4 green = clamp4(m[5] * r + m[6] * g + m[7] * b + m[8] * alpha + m[9]);
            floats4 blue = clamp4(m[10] * r + m[11] * g + m[12] * b + m[13] * alpha + m[14]);
            floats4 opacity = clamp4(m[15] * r + m[16] * g + m[17] * b + m[18] * alpha + m[19]);
            words4 out = rounded4(blue * opacity * 255.0f) | rounded4(green * opacity * 255.0f) << 8
                | rounded4(red * opacity * 255.0f) << 16 | rounded4(opacity * 255.0f) << 24;
            if (!createsAlpha) out = (words4)(((ints4)words & transparent) | ((ints4)out & ~transparent));
            __builtin_memcpy(row + x * 4, &out, 16);
            lastIn = words;
            lastOut = out;
            hasLast = true;
        }
    }
}
