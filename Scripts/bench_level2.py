#!/usr/bin/env python3
"""Speed of ctlrender's level-2 work (shadow blur, nine-slice, sweep gradient) against
Skia (and cairo for the nine-slice), measured side by side in one run.

    Scripts/bench-level2 [--rounds R] [--iterations N] [--warmup W] [--scenes FILE]
                         [--with ctlrender,skia,cairo] [--out FILE] [--tsv FILE] [--png-dir DIR]

(Scripts/bench-level2 builds ctlrender and prepares the peers, then runs this file with
the peers' interpreter.) The scenes are those of Fixtures/Scenes/bench-level2.json:
ctlrender times them with `ctlrender bench`; the peers build the same drawing from the
same file (`--worker skia|cairo`, a subprocess of this script), record it once (Skia: an
SkPicture) and time clear + replay. Every side does W untimed renders, then N timed ones,
and reports the median; R rounds, renderer order rotating; per cell the lowest round
median is kept. The table gives µs per render, the ratio ctlrender/peer (below 1:
ctlrender is faster), the blur's own cost (shadow scene minus the same scene without
shadow) and how it grows from blur 2 to blur 64.

Exit status: 0 when every renderer timed every scene it supports, 1 when one failed on a
scene, 2 on a usage or setup error.
"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time

import bench
import common

log, run, tail = common.log, common.run, common.tail

RENDERERS = ["ctlrender", "skia", "cairo"]
NAMED_COLORS = {"white": (255, 255, 255, 255), "black": (0, 0, 0, 255), "transparent": (0, 0, 0, 0)}


BLUR_NOTE = ("blur_B_512 = a translucent 512×512 square drawn with a shadow {dx 0, dy 0, blur B} (Gaussian "
             "σ = B/2): each render is layer render + blur + shadow composite + the square. Skia draws the same "
             "square with ImageFilters.DropShadow(0, 0, σ, σ, colour) on its paint (shadow under the content, "
             "as a canvas shadow). The rows \"− blur_none_512\" subtract the same square drawn without shadow: "
             "the cost of the shadow alone (render into a layer, blur, composite).")
NINE_NOTE = ("nine_40_to_2048 = the 40×40 images/bench-nine-40.png, 12 px caps, stretched to 2048×2048 "
             "(bilinear). Skia draws the nine patches with strict drawImageRect, as SkCanvas::drawImageNine "
             "does; cairo fills them from sub-surface patterns (EXTEND_PAD, bilinear filter). Both peers "
             "replay prepared drawings (Skia: an SkPicture recorded once), as Scripts/bench's skia-pic.")


class Unsupported(Exception):
    """The peer has no equivalent of something in the scene (the scene is skipped)."""


# ---------------------------------------------------------------- scene reading shared by the peers

def rgba(c, where):
    """A scene colour ([r, g, b, a], "#rrggbb[aa]" or one of NAMED_COLORS) as a 4-tuple of 0…255."""
    if isinstance(c, list) and len(c) == 4 and all(isinstance(v, (int, float)) for v in c):
        return tuple(int(v) for v in c)
    if isinstance(c, str):
        if c in NAMED_COLORS:
            return NAMED_COLORS[c]
        h = c[1:] if c.startswith("#") else ""
        if len(h) in (6, 8):
            try:
                v = [int(h[i:i + 2], 16) for i in range(0, len(h), 2)]
                return tuple(v + [255] * (4 - len(v)))
            except ValueError:
                pass
    raise Unsupported("%s: colour %r not understood by this script" % (where, c))


def check_keys(op, allowed, where):
    extra = sorted(set(op) - set(allowed) - {"note"})
    if extra:
        raise Unsupported("%s: key(s) %s not supported by this script's peers" % (where, ", ".join(extra)))


def nine_patches(iw, ih, scale, insets, dst):
    """The (source rect, destination rect) pairs, each (x, y, w, h), of a stretched nine-slice.

    insets = [top, left, bottom, right] in points of an image of `scale` pixels per point;
    caps keep their size in points at the destination, shrunk proportionally when the
    destination is smaller than two caps (as Skia's drawImageNine); empty patches are left out."""
    top, left, bottom, right = insets
    sx = [0, left * scale, iw - right * scale, iw]
    sy = [0, top * scale, ih - bottom * scale, ih]
    if sx[1] > sx[2] or sy[1] > sy[2]:
        raise Unsupported("insets %s larger than the %dx%d image" % (insets, iw, ih))
    x, y, w, h = dst
    fx = min(1.0, w / (left + right)) if left + right > 0 else 1.0
    fy = min(1.0, h / (top + bottom)) if top + bottom > 0 else 1.0
    dx = [x, x + left * fx, x + w - right * fx, x + w]
    dy = [y, y + top * fy, y + h - bottom * fy, y + h]
    out = []
    for j in range(3):
        for i in range(3):
            s = (sx[i], sy[j], sx[i + 1] - sx[i], sy[j + 1] - sy[j])
            d = (dx[i], dy[j], dx[i + 1] - dx[i], dy[j + 1] - dy[j])
            if s[2] > 0 and s[3] > 0 and d[2] > 0 and d[3] > 0:
                out.append((s, d))
    return out


# ---------------------------------------------------------------- Skia

class SkiaScene:
    """A scene drawn by Skia (skia-python), recorded once as an SkPicture; render() = clear + replay."""

    def __init__(self, scene, base_dir):
        import skia
        import render_skia   # the peers' own path builder (arcs by Skia itself)
        import scenelib
        self.skia = skia
        self.w, self.h = scene["width"], scene["height"]
        where = "scene %s" % scene["name"]
        bg = scene.get("background")
        self.bg = self.color(rgba(bg, where + " background")) if bg is not None else skia.ColorTRANSPARENT
        rec = skia.PictureRecorder()
        c = rec.beginRecording(skia.Rect.MakeWH(self.w, self.h))
        for i, op in enumerate(scene["ops"]):
            at = "%s op %d" % (where, i)
            kind = op.get("op")
            if kind == "fill":
                check_keys(op, ["op", "path", "paint", "rule", "shadow"], at)
                path = render_skia.build_path(scenelib.parse_path(op["path"]), op.get("rule", "nonzero"))
                paint = self.paint(op["paint"], at)
                if "shadow" in op:
                    sh = op["shadow"]
                    sigma = float(sh.get("blur", 0)) / 2
                    paint.setImageFilter(skia.ImageFilters.DropShadow(
                        float(sh.get("dx", 0)), float(sh.get("dy", 0)), sigma, sigma,
                        self.color(rgba(sh["color"], at + " shadow"))))
                c.drawPath(path, paint)
            elif kind == "image":
                check_keys(op, ["op", "src", "rect", "insets", "mode", "scale", "filter"], at)
                if op.get("mode", "stretch") != "stretch":
                    raise Unsupported("%s: only \"mode\": \"stretch\" is drawn by the Skia side" % at)
                img = self.image(os.path.join(base_dir, op["src"]), at)
                sampling = skia.SamplingOptions(skia.FilterMode.kNearest if op.get("filter") == "nearest"
                                                else skia.FilterMode.kLinear)
                patches = nine_patches(img.width(), img.height(), float(op.get("scale", 1)),
                                       op.get("insets", [0, 0, 0, 0]), op["rect"])
                paint = skia.Paint()
                paint.setAntiAlias(True)
                for (s, d) in patches:   # what SkCanvas::drawImageNine does: one strict drawImageRect per patch
                    c.drawImageRect(img, skia.Rect.MakeXYWH(*s), skia.Rect.MakeXYWH(*d), sampling, paint,
                                    skia.Canvas.SrcRectConstraint.kStrict_SrcRectConstraint)
            else:
                raise Unsupported("%s: op %r not drawn by the Skia side" % (at, kind))
        self.picture = rec.finishRecordingAsPicture()
        self.surface = skia.Surface.MakeRasterN32Premul(self.w, self.h)
        self.canvas = self.surface.getCanvas()

    def color(self, c):
        return self.skia.Color(c[0], c[1], c[2], c[3])

    def paint(self, pt, at):
        skia = self.skia
        p = skia.Paint()
        p.setAntiAlias(True)
        if set(pt) == {"color"}:
            p.setColor(self.color(rgba(pt["color"], at)))
        elif set(pt) == {"sweep"}:
            g = pt["sweep"]
            check_keys(g, ["cx", "cy", "start", "end", "stops"], at + " sweep")
            colors = [self.color(rgba(s[1], at)) for s in g["stops"]]
            pos = [float(s[0]) for s in g["stops"]]
            p.setShader(skia.GradientShader.MakeSweep(float(g["cx"]), float(g["cy"]), colors, pos,
                                                      skia.TileMode.kClamp, float(g.get("start", 0)),
                                                      float(g.get("end", 360))))
        else:
            raise Unsupported("%s: paint %s not drawn by the Skia side" % (at, ", ".join(sorted(pt))))
        return p

    def image(self, path, at):
        skia = self.skia
        try:
            data = skia.Data.MakeFromFileName(path)
            img = skia.Image.MakeFromEncoded(data) if data else None
        except Exception as e:   # skia-python raises plain exceptions
            raise RuntimeError("%s: cannot read %s: %s" % (at, path, e))
        if img is None:
            raise RuntimeError("%s: cannot read %s: not a PNG Skia can decode" % (at, path))
        return img.makeRasterImage()   # decoded now, not lazily inside the first timed render

    def render(self):
        self.canvas.clear(self.bg)
        self.canvas.drawPicture(self.picture)

    def premul_rgba(self):
        img = self.surface.makeImageSnapshot()
        return img.toarray(colorType=self.skia.ColorType.kRGBA_8888_ColorType,
                           alphaType=self.skia.AlphaType.kPremul_AlphaType)


class SkiaImageBlur:
    """Peer-only reference: a 512×512 image drawn with ImageFilters.Blur(σ, σ) inside a layer
    (saveLayer with the filter, so the source is new each render and Skia's filter cache cannot
    return the last result)."""

    def __init__(self, sigma, size=512):
        import numpy as np
        import skia
        self.skia = skia
        yy, xx = np.mgrid[0:size, 0:size]
        px = np.zeros((size, size, 4), np.uint8)
        px[..., 0] = (xx * 255 // (size - 1)).astype(np.uint8)
        px[..., 1] = (yy * 255 // (size - 1)).astype(np.uint8)
        px[..., 2] = (((xx // 32 + yy // 32) % 2) * 200).astype(np.uint8)
        px[..., 3] = 255
        self.image = skia.Image.fromarray(px, colorType=skia.ColorType.kRGBA_8888_ColorType)
        self.layer = skia.Paint()
        self.layer.setImageFilter(skia.ImageFilters.Blur(sigma, sigma))
        self.surface = skia.Surface.MakeRasterN32Premul(size, size)
        self.canvas = self.surface.getCanvas()

    def render(self):
        c = self.canvas
        c.clear(self.skia.ColorWHITE)
        c.saveLayer(None, self.layer)
        c.drawImage(self.image, 0, 0)
        c.restore()


# ---------------------------------------------------------------- cairo (nine-slice only)

class CairoScene:
    """A scene drawn by cairo (pycairo): only image ops (nine-slice stretch) and solid fills of
    rectangles; cairo has neither a sweep gradient nor a blur."""

    def __init__(self, scene, base_dir):
        import cairo
        self.cairo = cairo
        self.w, self.h = scene["width"], scene["height"]
        where = "scene %s" % scene["name"]
        bg = scene.get("background")
        self.bg = rgba(bg, where + " background") if bg is not None else (0, 0, 0, 0)
        self.surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, self.w, self.h)
        self.ctx = cairo.Context(self.surface)
        self.items = []   # (pattern, dst rect)
        for i, op in enumerate(scene["ops"]):
            at = "%s op %d" % (where, i)
            if op.get("op") != "image":
                raise Unsupported("%s: cairo has no %s (only image ops are drawn by the cairo side)" % (
                    at, "blur" if "shadow" in op else "sweep gradient" if "sweep" in op.get("paint", {})
                    else "%r op here" % op.get("op")))
            check_keys(op, ["op", "src", "rect", "insets", "mode", "scale", "filter"], at)
            if op.get("mode", "stretch") != "stretch":
                raise Unsupported("%s: only \"mode\": \"stretch\" is drawn by the cairo side" % at)
            path = os.path.join(base_dir, op["src"])
            try:
                img = cairo.ImageSurface.create_from_png(path)
            except (cairo.Error, OSError) as e:
                raise RuntimeError("%s: cannot read %s: %s" % (at, path, e))
            filt = cairo.FILTER_NEAREST if op.get("filter") == "nearest" else cairo.FILTER_BILINEAR
            for (s, d) in nine_patches(img.get_width(), img.get_height(), float(op.get("scale", 1)),
                                       op.get("insets", [0, 0, 0, 0]), op["rect"]):
                sub = img.create_for_rectangle(*s)     # samples never leave the patch
                pat = cairo.SurfacePattern(sub)
                pat.set_extend(cairo.EXTEND_PAD)
                pat.set_filter(filt)
                m = cairo.Matrix(d[2] / s[2], 0, 0, d[3] / s[3], d[0], d[1])   # patch -> destination
                m.invert()
                pat.set_matrix(m)
                self.items.append((pat, d))

    def render(self):
        cr = self.ctx
        cr.set_operator(self.cairo.OPERATOR_SOURCE)
        r, g, b, a = (v / 255 for v in self.bg)
        cr.set_source_rgba(r, g, b, a)
        cr.paint()
        cr.set_operator(self.cairo.OPERATOR_OVER)
        for pat, d in self.items:
            cr.set_source(pat)
            cr.rectangle(*d)
            cr.fill()
        self.surface.flush()

    def premul_rgba(self):
        import scenelib   # on sys.path: the worker puts the peers' folder there
        s = self.surface
        return scenelib.bgra_premul_to_rgba(s.get_data(), self.w, self.h, s.get_stride())


# ---------------------------------------------------------------- worker: one peer, every scene, TSV out

def worker(args):
    """Times one peer on every scene it can draw; prints TSV peer/scene/median_us.
    Exit status 1 when a scene could not be built or drawn (reported on stderr)."""
    scenes = common.load_scene_list(args.scenes)
    base = os.path.dirname(args.scenes)
    peer = args.worker
    sys.path.insert(0, args.peers)   # scenelib.py and render_skia.py of the peers
    import scenelib
    if peer == "skia":
        import skia
        log("# skia skia-python %s" % skia.__version__)
    else:
        import cairo
        log("# cairo %s (pycairo %s)" % (cairo.cairo_version_string(), cairo.version))
    jobs = []
    status = 0
    for s in scenes:
        try:
            jobs.append((s["name"], SkiaScene(s, base) if peer == "skia" else CairoScene(s, base)))
        except Unsupported as e:
            log("# %s: skipped %s: %s" % (peer, s["name"], e))
        except Exception as e:   # a peer library error: report and go on with the other scenes
            log("# %s: FAILED building %s: %s: %s" % (peer, s["name"], type(e).__name__, e))
            print("%s\t%s\tFAILED" % (peer, s["name"]))
            status = 1
    if peer == "skia" and args.image_blur:
        for b in (2, 16, 64):
            jobs.append(("skia_image_blur_%d" % b, SkiaImageBlur(b / 2)))
    print("peer\tscene\tmedian_us")
    sys.stdout.flush()
    for name, r in jobs:
        try:
            r.render()
            if args.png_dir and hasattr(r, "premul_rgba"):
                os.makedirs(args.png_dir, exist_ok=True)
                scenelib.write_png(os.path.join(args.png_dir, name + ".png"), r.premul_rgba())
            for _ in range(args.warmup if args.warmup is not None else max(2, args.iterations // 10)):
                r.render()
            times = []
            for _ in range(args.iterations):
                t0 = time.perf_counter_ns()
                r.render()
                times.append(time.perf_counter_ns() - t0)
        except Exception as e:
            log("# %s: FAILED drawing %s: %s: %s" % (peer, name, type(e).__name__, e))
            print("%s\t%s\tFAILED" % (peer, name))
            status = 1
            continue
        print("%s\t%s\t%.1f" % (peer, name, statistics.median(times) / 1000.0))
        sys.stdout.flush()
    return status


# ---------------------------------------------------------------- driver

class Runner:
    def __init__(self, args, names):
        self.a = args
        self.names = names
        self.failed = {}      # (renderer, scene) -> why
        self.versions = {}

    def run_ctlrender(self):
        """The whole file in one process; on failure, scene by scene so that one scene the CLI
        cannot draw is reported and the others are still timed."""
        a = self.a
        cmd = [a.ctlrender, "bench", a.scenes, "--iterations", str(a.iterations)]
        if a.warmup is not None:
            cmd += ["--warmup", str(a.warmup)]
        ok, out, err, msg = run(cmd, timeout=a.timeout)
        self.version("ctlrender", err)
        got = bench.parse_tsv(out)
        if not ok:
            log("# ctlrender bench on the whole file failed (%s); retrying scene by scene\n%s" % (msg, tail(err)))
        for n in self.names:
            if n in got or ("ctlrender", n) in self.failed:
                continue
            ok, out, err, msg = run(cmd + ["--scene", n], timeout=a.timeout)
            one = bench.parse_tsv(out)
            if ok and n in one:
                got[n] = one[n]
            else:
                detail = common.last_error(err)
                self.failed[("ctlrender", n)] = (msg or "printed no timing") + (": " + detail if detail else "")
                log("# ctlrender failed on %s: %s" % (n, self.failed[("ctlrender", n)]))
        return got

    def run_peer(self, peer):
        a = self.a
        cmd = [sys.executable, os.path.abspath(__file__), "--worker", peer, "--peers", a.peers,
               "--scenes", a.scenes, "--iterations", str(a.iterations)]
        if a.warmup is not None:
            cmd += ["--warmup", str(a.warmup)]
        if peer == "skia" and a.image_blur:
            cmd.append("--image-blur")
        if self.round == 0:
            cmd += ["--png-dir", os.path.join(self.png_dir, peer)]
        ok, out, err, msg = run(cmd, timeout=a.timeout)
        self.version(peer, err)
        for line in out.splitlines():
            f = line.split("\t")
            if len(f) == 3 and f[2] == "FAILED":
                why = [l for l in err.splitlines() if "FAILED" in l and f[1] in l]
                self.failed[(peer, f[1])] = why[-1].lstrip("# ") if why else "failed"
        if not ok and not any(p == peer for p, _ in self.failed):
            self.failed[(peer, "*")] = "%s\n%s" % (msg, tail(err))
        if not ok:
            log("# %s: %s\n%s" % (peer, msg, tail(err)))
        skipped = [l.split(": skipped ", 1)[1] for l in err.splitlines() if ": skipped " in l]
        for s in skipped:
            self.skipped.setdefault(peer, set()).add(s.split(":", 1)[0])
        return bench.parse_tsv(out)

    def same_drawing(self):
        """Compares each peer's first render with `ctlrender draw` of the same scene (premultiplied
        RGBA, as Scripts/fidelity): lines for the report, so that a peer drawing different work shows."""
        a = self.a
        if "ctlrender" not in a.renderers:
            return []
        out = os.path.join(self.png_dir, "ctlrender")
        ok, _, err, msg = run([a.ctlrender, "draw", a.scenes, "--all", "-o", out], timeout=a.timeout)
        cells, bad = [], []
        if not ok:
            bad.append("`ctlrender draw --all` failed (%s): %s; the scenes it drew are still compared"
                       % (msg, common.last_error(err)))
        for n in self.names:
            for p in a.renderers[1:]:
                mine, theirs = os.path.join(out, n + ".png"), os.path.join(self.png_dir, p, n + ".png")
                if not (os.path.exists(mine) and os.path.exists(theirs)):
                    continue
                x, y = common.load_premul(mine), common.load_premul(theirs)
                if x.shape != y.shape:
                    bad.append("%s draws %s at %s, ctlrender at %s" % (p, n, y.shape[:2], x.shape[:2]))
                    continue
                r = common.compare(x, y, flat=False)
                cells.append("%s/%s %d/%.2f" % (n, p, r["max"], r["mae"]))
                if r["mae"] > 1.0 or r["pct32"] > 1.0:
                    bad.append("%s draws %s differently from ctlrender (max %d, MAE %.2f): its time may not be "
                               "for the same work" % (p, n, r["max"], r["mae"]))
        lines = []
        if cells:
            lines.append("Same drawing? first render of each peer vs `ctlrender draw`, largest channel difference / "
                         "MAE (0–255, premultiplied): " + ", ".join(cells) + ".")
        for b in bad:
            lines.append("- WARNING (same-drawing check): %s." % b)
        return lines

    def version(self, peer, err):
        for l in err.splitlines():
            if l.startswith("# ") and peer not in self.versions and "skipped" not in l and "FAILED" not in l:
                self.versions[peer] = l[2:].strip()

    def measure(self):
        """{renderer: {scene: [round medians]}}"""
        self.skipped = {}
        rounds = {p: {} for p in self.a.renderers}
        order = list(self.a.renderers)
        for r in range(self.a.rounds):
            self.round = r
            k = r % len(order)
            this = order[k:] + order[:k]
            log("# round %d/%d: %s" % (r + 1, self.a.rounds, " ".join(this)))
            for p in this:
                t0 = time.time()
                res = self.run_ctlrender() if p == "ctlrender" else self.run_peer(p)
                for s, us in res.items():
                    rounds[p].setdefault(s, []).append(us)
                log("#   %-9s %2d works %6.1f s" % (p, len(res), time.time() - t0))
        return rounds


def fmt(v):
    return "—" if v is None else bench.fmt_us(v)


def ratio(a, b):
    return a / b if a is not None and b else None


def table(args, scenes, rounds, runner, load0, load1):
    rs = args.renderers
    peers = [p for p in rs if p != "ctlrender"]
    best = {p: {s: min(v) for s, v in rounds[p].items()} for p in rs}
    L = ["# ctlrender level-2 work vs peers: median µs per render (lowest of %d round medians, N=%d)" % (
        args.rounds, args.iterations), ""]
    vers = "; ".join("%s" % runner.versions[p] for p in rs if p in runner.versions)
    L.append("machine: %s; load average %s at start, %s at end; %s; ctlrender at %s; scenes %s" % (
        bench.machine_line(), load0, load1, vers or "versions unknown", bench.git_rev(args.root),
        os.path.relpath(args.scenes, args.root) if args.scenes.startswith(args.root) else args.scenes))
    L.append("")
    L.append("Each cell: median wall time of one render (clear the canvas + draw), µs, single thread, no PNG "
             "encoding. `×peer` = ctlrender / peer (below 1: ctlrender is faster). '—' = the renderer has "
             "no such feature (cairo: no blur, no sweep) or failed (listed below).")
    L.append("")
    have_ctl = "ctlrender" in rs
    ratio_peers = peers if have_ctl else []   # ratios only against ctlrender
    head = ["work", "px"] + ["%s µs" % p for p in rs] + ["×" + p for p in ratio_peers]
    L.append("| " + " | ".join(head) + " |")
    L.append("|---|--:|" + "--:|" * (len(rs) + len(ratio_peers)))

    def row(label, px, vals):
        cells = [label, px] + [fmt(v) for v in vals]
        if have_ctl:
            cells += [bench.fmt_ratio(ratio(vals[0], v)) for v in vals[1:]]
        L.append("| " + " | ".join(cells) + " |")

    names = [s["name"] for s in scenes]
    for s in scenes:
        row(s["name"], "%d×%d" % (s["width"], s["height"]), [best[p].get(s["name"]) for p in rs])
    # The blur's own cost: shadow scene minus the same scene without the shadow.
    blurs = [n for n in names if n.startswith("blur_") and n != "blur_none_512"]
    own = {}
    if "blur_none_512" in names and blurs:
        for n in blurs:
            vals = []
            for p in rs:
                a, b = best[p].get(n), best[p].get("blur_none_512")
                vals.append(a - b if a is not None and b is not None else None)
            own[n] = vals
            row("%s − blur_none_512 (shadow's own cost)" % n, "", vals)
    extra = sorted((n for n in best.get("skia", {}) if n.startswith("skia_image_blur_")),
                   key=lambda n: int(n.rsplit("_", 1)[1]))
    for n in extra:
        row("%s (peer only: saveLayer + drawImage 512×512 + ImageFilters.Blur σ=%g)" % (
            n, int(n.rsplit("_", 1)[1]) / 2), "512×512", [best[p].get(n) for p in rs])
    L.append("")
    if "blur_none_512" in names:
        L.append(BLUR_NOTE)
    if "nine_40_to_2048" in names:
        L.append(NINE_NOTE)
    if "blur_2_512" in own and "blur_64_512" in own:
        g = []
        for p, a, b in zip(rs, own["blur_2_512"], own["blur_64_512"]):
            if a is not None and b is not None and a > 0:
                g.append("%s ×%.2f" % (p, b / a))
        if g:
            L.append("Growth of the shadow's own cost from blur 2 to blur 64 (should stay near 1): %s." % ", ".join(g))
    spreads = sorted(max(v) / min(v) - 1 for p in rs for v in rounds[p].values() if len(v) > 1 and min(v) > 0)
    if spreads:
        L.append("Run-to-run noise: slowest round median over fastest, median cell +%.0f %%, worst cell +%.0f %%." % (
            100 * spreads[len(spreads) // 2], 100 * spreads[-1]))
    for p in peers:
        sk = sorted(getattr(runner, "skipped", {}).get(p, ()))
        if sk:
            L.append("%s does not draw: %s." % (p, ", ".join(sk)))
    for (p, n), why in sorted(runner.failed.items()):
        L.append("- FAILED: %s on %s: %s" % (p, n, why))
    L.extend(getattr(runner, "check", []))
    busy = float(load0.split()[0]) if load0 != "?" else 0
    if busy > 0.7:
        L.append("Warning: the machine was busy at the start (load %.2f); timings are noisy." % busy)
    return "\n".join(L) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--peers", required=True, help="writable peers folder with venv (set by Scripts/bench-level2)")
    ap.add_argument("--ctlrender", help="the release ctlrender binary (set by Scripts/bench-level2)")
    ap.add_argument("--root", default=root)
    ap.add_argument("--rounds", type=int, default=5, help="rounds over all renderers (default 5)")
    ap.add_argument("--iterations", "-n", type=int, default=20, help="timed renders per scene per round (default 20)")
    ap.add_argument("--warmup", type=int, default=None, help="untimed renders first (default max(2, N/10))")
    ap.add_argument("--scenes", default=os.path.join(root, "Fixtures", "Scenes", "bench-level2.json"),
                    help="scene file (default Fixtures/Scenes/bench-level2.json)")
    ap.add_argument("--with", dest="renderers_csv", default=",".join(RENDERERS),
                    help="renderers to time (default %s); without ctlrender only the peers run" % ",".join(RENDERERS))
    ap.add_argument("--image-blur", action="store_true",
                    help="also time Skia blurring a 512×512 image at blur 2, 16, 64 (peer-only reference rows)")
    ap.add_argument("--out", default=None, help="also write the Markdown table to this file")
    ap.add_argument("--tsv", default=None, help="also write every round median as TSV (renderer, work, round, us)")
    ap.add_argument("--png-dir", default=None,
                    help="keep the first renders (DIR/<renderer>/<scene>.png) used by the same-drawing check "
                         "(default: a temporary folder, removed)")
    ap.add_argument("--timeout", type=int, default=1800, help="seconds allowed to one renderer run (default 1800)")
    ap.add_argument("--worker", choices=["skia", "cairo"], help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.rounds < 1 or args.iterations < 1:
        ap.error("--rounds and --iterations must be at least 1")
    if args.warmup is not None and args.warmup < 0:
        ap.error("--warmup must not be negative")
    args.peers = os.path.abspath(args.peers)
    args.scenes = os.path.abspath(args.scenes)
    if args.worker:
        return worker(args)

    args.renderers = [p for p in args.renderers_csv.split(",") if p]
    bad = [p for p in args.renderers if p not in RENDERERS]
    if bad or not args.renderers:
        ap.error("--with takes names among %s, not %s" % (",".join(RENDERERS), ",".join(bad) or "nothing"))
    args.renderers = [p for p in RENDERERS if p in args.renderers]   # ctlrender first when present
    if "ctlrender" in args.renderers and not (args.ctlrender and os.access(args.ctlrender, os.X_OK)):
        ap.error("no ctlrender binary (--ctlrender %s)" % args.ctlrender)
    scenes = common.load_scene_list(args.scenes)
    if not scenes:
        raise SystemExit("bench-level2: no scenes in %s" % args.scenes)
    runner = Runner(args, [s["name"] for s in scenes])
    load0 = bench.loadavg()
    if float(load0.split()[0]) > 0.7:
        log("# WARNING: the machine is busy (load %s); timings will be noisy" % load0)
    made_tmp = args.png_dir is None
    runner.png_dir = os.path.abspath(args.png_dir) if args.png_dir else tempfile.mkdtemp(prefix="bench-level2-")
    try:
        rounds = runner.measure()
        runner.check = runner.same_drawing()
    finally:
        if made_tmp:
            shutil.rmtree(runner.png_dir, ignore_errors=True)
    missing = [(p, n) for p in args.renderers for n in runner.names
               if n not in rounds[p] and n not in runner.skipped.get(p, set())]
    for p, n in missing:
        runner.failed.setdefault((p, n), "no timing")
    text = table(args, scenes, rounds, runner, load0, bench.loadavg())
    common.write_results(text, rounds, args.renderers, args.out, args.tsv, "renderer", "work")
    return 1 if runner.failed else 0


if __name__ == "__main__":
    sys.exit(main())
