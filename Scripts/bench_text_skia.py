#!/usr/bin/env python3
"""Skia's warm text drawing, for comparison with `ctlrender bench Fixtures/Scenes/text-bench.json`.

    venv/bin/python Scripts/bench_text_skia.py FONT_FILE [--scale S] [--iterations N] [--warmup W]

Draws "Settings & Privacy 42" at 17 pt, baseline at (8, 22), black on white, on a
200x30 canvas times the scale (N32 premul raster surface), as the ctlrender scene does.
Each timed render clears the surface and calls drawString; the warm-up fills Skia's glyph
cache, so the timed renders use cached glyph masks (subpixel positioning on, grey
antialiasing, no hinting). Prints TSV: peer, scene, median_us.
"""
import argparse
import statistics
import time

import skia

TEXT = "Settings & Privacy 42"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("font")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--iterations", "-n", type=int, default=2000)
    ap.add_argument("--warmup", type=int, default=200)
    args = ap.parse_args()
    typeface = skia.Typeface.MakeFromFile(args.font)
    if typeface is None:
        raise SystemExit(f"{args.font}: not a font Skia can read")
    font = skia.Font(typeface, 17)
    font.setSubpixel(True)
    font.setEdging(skia.Font.Edging.kAntiAlias)
    font.setHinting(skia.FontHinting.kNone)
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)
    w, h = int(round(200 * args.scale)), int(round(30 * args.scale))
    surface = skia.Surface.MakeRaster(skia.ImageInfo.MakeN32Premul(w, h))
    canvas = surface.getCanvas()
    canvas.scale(args.scale, args.scale)

    def render():
        canvas.clear(skia.ColorWHITE)
        canvas.drawString(TEXT, 8, 22, font, paint)

    for _ in range(args.warmup):
        render()
    samples = []
    for _ in range(args.iterations):
        t = time.perf_counter_ns()
        render()
        samples.append(time.perf_counter_ns() - t)
    # The cost of a Python call that draws nothing, to read the overhead off the figure.
    empty = []
    for _ in range(args.iterations):
        t = time.perf_counter_ns()
        canvas.clear(skia.ColorWHITE)
        empty.append(time.perf_counter_ns() - t)
    print("peer\tscene\tmedian_us")
    print(f"skia\ttitle-17\t{statistics.median(samples) / 1000:.1f}")
    print(f"skia-clear-only\ttitle-17\t{statistics.median(empty) / 1000:.1f}")


if __name__ == "__main__":
    main()
