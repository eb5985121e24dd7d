#!/usr/bin/env python3
"""resvg's SVG test suite (Fixtures/SVGSuite) through ctlrender and its peers, scored by one rule.

    Scripts/svg-suite [--peers none|all|resvg,resvg-cli,rsvg,skia,cairosvg] [--only CATEGORY[,…]]
                      [--out DIR] [--tsv FILE] [--timeout S] [--speed]

(Scripts/svg-suite builds ctlrender and sets up the peers, then runs this file with its venv's
interpreter.) Every renderer draws every test at the size of resvg's reference PNG, with only the
suite's fonts, and writes a PNG; then each PNG is compared with the reference by the rule of
Fixtures/SVGSuite/README.md: both premultiplied (p = (c·a + 127) // 255), the same size, a mean
absolute error over all channels ≤ 1.0 and at most 1 % of the pixels with a channel off by more
than 32. A render that fails, crashes, times out or writes no PNG fails its test.

ctlrender renders with the batch CLI (`ctlrender svg A.svg B.svg … -o DIR`), one process per folder
of tests of one size; rsvg-convert and resvg's own CLI (PyPI's resvg-cli, resvg 0.44) one process
per test; resvg 0.48.1 (the suite's own version, PyPI's resvg-py binding), Skia's SVG module
(skia-python) and CairoSVG each in one long-lived worker process (this file with --worker),
restarted after a test that crashes or hangs it.

--speed then times ctlrender against resvg's CLI file by file, in pairs: for each test, one
`ctlrender svg` process and one `resvg` process (alternating which goes first), each drawing the
one file. It prints the per-file median and the total of each, and compares ctlrender's batch form
(its rendering time above) with resvg's per-file loop (the total of its processes).

Prints a Markdown table of passes per category and in total, one column per renderer, and each
renderer's rendering time (wall clock and CPU time of its processes, the PNG writing included).
"""
import argparse
import collections
import os
import resource
import select
import shutil
import subprocess
import sys
import tempfile
import time

CATEGORIES = ["filters", "masking", "paint-servers", "painting", "shapes", "structure", "text"]
PEERS = ["resvg", "resvg-cli", "rsvg", "skia", "cairosvg"]
TITLES = {"ctlrender": "ctlrender", "resvg": "resvg 0.48.1", "resvg-cli": "resvg 0.44 CLI",
          "rsvg": "rsvg-convert", "skia": "Skia SVG module", "cairosvg": "CairoSVG"}
MAE_MAX, PCT32_MAX = 1.0, 1.0

# resvg's harness setup (Fixtures/SVGSuite/README.md): the default family and the generic ones.
DEFAULT_FAMILY = "Times New Roman"
GENERIC = {"serif": "Noto Serif", "sans-serif": "Noto Sans", "cursive": "Yellowtail",
           "fantasy": "Sedgwick Ave Display", "monospace": "Noto Mono"}


def log(msg):
    print(msg, file=sys.stderr, flush=True)


# MARK: The tests

class Test:
    """One test: `name` is its path under tests/ without .svg (category/feature/name)."""

    def __init__(self, tests_dir, rel):
        self.name = rel[:-4]
        self.svg = os.path.join(tests_dir, rel)
        self.ref = self.svg[:-4] + ".png"
        self.category = rel.split("/")[0]
        self.folder = os.path.dirname(rel)
        self.size = None            # (width, height) of the reference

    def out(self, out_dir, renderer):
        return os.path.join(out_dir, renderer, self.name + ".png")


def find_tests(suite, only):
    tests_dir = os.path.join(suite, "tests")
    if not os.path.isdir(tests_dir):
        raise SystemExit("svg-suite: no tests at %s" % tests_dir)
    rels = []
    for root, _, files in os.walk(tests_dir):
        for f in files:
            if f.endswith(".svg"):
                rels.append(os.path.relpath(os.path.join(root, f), tests_dir).replace(os.sep, "/"))
    rels.sort()
    if only:
        wanted = [w.strip("/") for w in only.split(",") if w.strip("/")]
        picked = [r for r in rels if any(r == w + ".svg" or r.startswith(w + "/") for w in wanted)]
        unknown = [w for w in wanted if not any(r == w + ".svg" or r.startswith(w + "/") for r in rels)]
        if unknown:
            raise SystemExit("svg-suite: --only: no test under %s (categories: %s)" % (
                ", ".join(unknown), ", ".join(CATEGORIES)))
        rels = picked
    from PIL import Image
    tests = []
    for rel in rels:
        t = Test(tests_dir, rel)
        if not os.path.exists(t.ref):
            raise SystemExit("svg-suite: %s has no reference %s" % (t.svg, t.ref))
        with Image.open(t.ref) as im:
            t.size = im.size
        tests.append(t)
    return tests


# MARK: Comparing

def premultiplied(path):
    """The PNG at `path` as premultiplied RGBA, int32 channels (straight PNG re-premultiplied)."""
    import numpy as np
    from PIL import Image
    with Image.open(path) as im:
        a = np.asarray(im.convert("RGBA"), dtype=np.int32)
    out = a.copy()
    out[..., :3] = (a[..., :3] * a[..., 3:4] + 127) // 255
    return out


def compare(ref, out):
    """(passed, mae, pct32, why): the suite's rule on two PNG files."""
    import numpy as np
    if not os.path.exists(out):
        return False, None, None, "no PNG"
    try:
        a, b = premultiplied(ref), premultiplied(out)
    except Exception as e:                       # an unreadable PNG fails the test, not the run
        return False, None, None, "unreadable PNG: %s" % e
    if a.shape != b.shape:
        return False, None, None, "size %dx%d, reference %dx%d" % (b.shape[1], b.shape[0], a.shape[1], a.shape[0])
    d = np.abs(a - b)
    mae = float(d.mean())
    pct32 = 100.0 * float((d.max(axis=2) > 32).sum()) / (a.shape[0] * a.shape[1])
    return mae <= MAE_MAX and pct32 <= PCT32_MAX, mae, pct32, ""


# MARK: Fonts for the peers

def write_fontconfig(fonts_dir, work):
    """A fontconfig file with only the suite's fonts, the generic families as resvg's harness sets
    them, and serif appended to every family list (as resvg does), so an unknown family and the
    default Times New Roman end in Noto Serif. Returns its path."""
    def esc(s):
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    aliases = "".join(
        "  <alias binding=\"same\"><family>%s</family><prefer><family>%s</family></prefer></alias>\n" % (esc(g), esc(f))
        for g, f in list(GENERIC.items()) + [(DEFAULT_FAMILY, GENERIC["serif"])])
    text = ("<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n<fontconfig>\n"
            "  <dir>%s</dir>\n  <cachedir>%s</cachedir>\n%s"
            "  <match target=\"pattern\"><edit name=\"family\" mode=\"append_last\"><string>serif</string></edit></match>\n"
            "</fontconfig>\n") % (esc(os.path.abspath(fonts_dir)), esc(os.path.join(work, "fontconfig-cache")), aliases)
    path = os.path.join(work, "fonts.conf")
    with open(path, "w") as fh:
        fh.write(text)
    return path


# MARK: Renderers

def kill(p):
    """Ends a child this script started (its own process group)."""
    try:
        os.killpg(p.pid, 9)
    except OSError:
        pass
    p.wait()


def run(cmd, timeout, env=None):
    """Runs cmd in its own process group; (ok, stderr, why)."""
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
                         start_new_session=True)
    try:
        _, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill(p)
        return False, "", "timed out after %g s" % timeout
    err = err.decode(errors="replace")
    if p.returncode < 0:
        return False, err, "killed by signal %d" % -p.returncode
    if p.returncode != 0:
        return False, err, "exit status %d" % p.returncode
    return True, err, ""


def last_line(text):
    lines = [l.strip() for l in (text or "").splitlines() if l.strip()]
    return lines[-1] if lines else ""


def ctlrender_options(fonts_dir):
    """ctlrender svg's options for the harness's fonts, families and language."""
    return ["--font-dir", fonts_dir, "--skip-system-fonts", "--font-family", DEFAULT_FAMILY,
            "--serif-family", GENERIC["serif"], "--sans-serif-family", GENERIC["sans-serif"],
            "--cursive-family", GENERIC["cursive"], "--fantasy-family", GENERIC["fantasy"],
            "--monospace-family", GENERIC["monospace"], "--languages", "en",
            # The suite's images live in a sibling folder (resources/, named as ../../../resources/…),
            # outside each test's own folder, which is all ctlrender reads by default.
            "--allow-outside"]


def resvg_cli_command(binary, t, out, fonts_dir):
    """resvg's own CLI on one test, with the fonts and families of the suite's README."""
    w, h = t.size
    return [binary, "--skip-system-fonts", "--use-fonts-dir", fonts_dir, "--font-family", "Noto Sans",
            "--serif-family", GENERIC["serif"], "--sans-serif-family", GENERIC["sans-serif"],
            "--cursive-family", GENERIC["cursive"], "--fantasy-family", GENERIC["fantasy"],
            "--monospace-family", GENERIC["monospace"], "--languages", "en",
            "-w", str(w), "-h", str(h), t.svg, out]


def render_ctlrender(binary, tests, out_dir, fonts_dir, timeout):
    """The batch CLI, one process per (folder, reference size), so that base names stay distinct
    and every test of a batch has the same --width and --height. Returns {name: error}."""
    errors = {}
    groups = collections.OrderedDict()
    for t in tests:
        groups.setdefault((t.folder, t.size), []).append(t)
    font_options = ctlrender_options(fonts_dir)
    for (folder, (w, h)), group in groups.items():
        dest = os.path.join(out_dir, "ctlrender", folder)
        os.makedirs(dest, exist_ok=True)
        size = ["--width", str(w), "--height", str(h)]
        ok, err, why = run([binary, "svg"] + [t.svg for t in group] + ["-o", dest] + size + font_options,
                           timeout=timeout * len(group))
        missing = [t for t in group if not os.path.exists(t.out(out_dir, "ctlrender"))]
        if not missing:
            continue
        if not ok and why.startswith("timed out"):
            log("# ctlrender svg on %s: %s; rendering its tests one by one" % (folder, why))
        # One at a time for each test the batch drew no PNG of: its own error message.
        for t in missing:
            ok1, err1, why1 = run([binary, "svg", t.svg, "-o", t.out(out_dir, "ctlrender")] + size + font_options,
                                  timeout=timeout)
            if not os.path.exists(t.out(out_dir, "ctlrender")):
                detail = last_line(err1)
                errors[t.name] = (why1 or "wrote no PNG") + (": " + detail if detail else "")
    return errors


def render_resvg_cli(binary, tests, out_dir, fonts_dir, timeout):
    errors = {}
    for t in tests:
        out = t.out(out_dir, "resvg-cli")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        ok, err, why = run(resvg_cli_command(binary, t, out, fonts_dir), timeout=timeout)
        if not ok or not os.path.exists(out):
            if os.path.exists(out):
                os.remove(out)
            detail = last_line(err)
            errors[t.name] = (why or "wrote no PNG") + (": " + detail if detail else "")
    return errors


def time_one(cmd, timeout):
    """The wall-clock seconds of one process running cmd (None when it fails)."""
    start = time.monotonic()
    ok, _, _ = run(cmd, timeout)
    return time.monotonic() - start if ok else None


def speed(ctlrender, resvg_cli, tests, fonts_dir, timeout, batch_seconds):
    """Per-file whole-process times of ctlrender and resvg's CLI, paired test by test (alternating
    which runs first, so neither always meets the other's warm caches). Returns report lines."""
    import statistics
    work = tempfile.mkdtemp(prefix="svg-speed-")
    ours, theirs = [], []
    options = ctlrender_options(fonts_dir)
    for i, t in enumerate(tests):
        w, h = t.size
        a = [ctlrender, "svg", t.svg, "-o", os.path.join(work, "a.png"), "--width", str(w), "--height", str(h)] + options
        b = resvg_cli_command(resvg_cli, t, os.path.join(work, "b.png"), fonts_dir)
        if i % 2:
            tb, ta = time_one(b, timeout), time_one(a, timeout)
        else:
            ta, tb = time_one(a, timeout), time_one(b, timeout)
        if ta is not None and tb is not None:       # only pairs both drew
            ours.append(ta)
            theirs.append(tb)
    shutil.rmtree(work, ignore_errors=True)
    if not ours:
        return ["Speed: no test was drawn by both."]
    mo, mt = statistics.median(ours), statistics.median(theirs)
    lines = ["Per file, one process each, paired over the %d tests both drew: ctlrender median %.2f ms"
             " (total %.2f s), resvg 0.44 CLI median %.2f ms (total %.2f s): ctlrender/resvg %.2f." % (
                 len(ours), mo * 1e3, sum(ours), mt * 1e3, sum(theirs), mo / mt)]
    if batch_seconds is not None:
        lines.append("Batch: ctlrender's batch form %.2f s for all %d tests, resvg's per-file loop %.2f s: %.2f× faster." % (
            batch_seconds, len(tests), sum(theirs), sum(theirs) / batch_seconds))
    return lines


def render_rsvg(tests, out_dir, env, timeout):
    errors = {}
    for t in tests:
        out = t.out(out_dir, "rsvg")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        w, h = t.size
        ok, err, why = run(["rsvg-convert", "--width", str(w), "--height", str(h), "-f", "png", "-o", out, t.svg],
                           timeout=timeout, env=env)
        if not ok or not os.path.exists(out):
            if os.path.exists(out):
                os.remove(out)     # rsvg-convert may leave an empty file behind after an error
            detail = last_line(err)
            errors[t.name] = (why or "wrote no PNG") + (": " + detail if detail else "")
    return errors


def render_in_worker(kind, tests, out_dir, env, timeout):
    """Runs `this file --worker KIND` over the tests, feeding one test per line and reading one
    result line per test; a test that crashes the worker or takes longer than `timeout` fails and
    the worker is restarted for the rest. Returns {name: error}."""
    errors = {}
    todo = list(tests)
    while todo:
        p = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker", kind],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             env=env, start_new_session=True, text=True, bufsize=1)
        while todo:
            t = todo[0]
            out = t.out(out_dir, kind)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            try:
                p.stdin.write("%d\t%d\t%s\t%s\n" % (t.size[0], t.size[1], t.svg, out))
                p.stdin.flush()
            except BrokenPipeError:
                pass
            ready, _, _ = select.select([p.stdout], [], [], timeout)
            line = p.stdout.readline() if ready else None
            todo.pop(0)
            if line is None:
                errors[t.name] = "timed out after %g s" % timeout
                kill(p)
                break
            if not line:
                p.wait()
                errors[t.name] = "the worker died (signal %d)" % -p.returncode if p.returncode < 0 else "the worker exited"
                break
            line = line.rstrip("\n")
            if line != "ok":
                errors[t.name] = line
                if os.path.exists(out):
                    os.remove(out)
        else:
            p.stdin.close()
            p.wait()
    return errors


UNITS = {"": 1, "px": 1, "pt": 4 / 3, "pc": 16, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96}


def document_size(path):
    """The root's width and height in px as resvg takes them: absolute lengths as given; a
    missing or percentage one from the viewBox (100 without one). Skia's SVGDOM knows no size
    for a root without width and height, so its renders are scaled by this."""
    import re
    with open(path, "rb") as fh:
        text = fh.read().decode("utf-8", errors="replace")
    m = re.search(r"<svg\b([^>]*)>", text)
    attrs = dict(re.findall(r'([\w:-]+)\s*=\s*["\']([^"\']*)["\']', m.group(1))) if m else {}
    box = [float(v) for v in re.split(r"[\s,]+", attrs.get("viewBox", "").strip()) if v] if attrs.get("viewBox") else []
    size = []
    for i, key in enumerate(["width", "height"]):
        v = attrs.get(key, "").strip()
        u = re.fullmatch(r"([-+]?[0-9.]+(?:[eE][-+]?[0-9]+)?)\s*(px|pt|pc|mm|cm|in|)", v)
        if u and float(u.group(1)) > 0:
            size.append(float(u.group(1)) * UNITS[u.group(2)])
        elif len(box) == 4 and box[2 + i] > 0:
            size.append(box[2 + i])
        else:
            size.append(100.0)
    return size[0], size[1]


def worker(kind):
    """The worker's loop: reads `W H SVG OUT` lines, renders, answers `ok` or an error line."""
    if kind == "resvg":
        import resvg_py
        fonts_dir = os.environ["CTL_SVG_SUITE_FONTS"]

        def draw(w, h, svg, out):
            data = resvg_py.svg_to_bytes(
                svg_path=svg, width=w, height=h, skip_system_fonts=True, font_dirs=[fonts_dir],
                font_family="Noto Sans", serif_family=GENERIC["serif"], sans_serif_family=GENERIC["sans-serif"],
                cursive_family=GENERIC["cursive"], fantasy_family=GENERIC["fantasy"],
                monospace_family=GENERIC["monospace"], languages=["en"], resources_dir=os.path.dirname(svg))
            with open(out, "wb") as fh:
                fh.write(bytes(data))
    elif kind == "skia":
        import skia

        def draw(w, h, svg, out):
            stream = skia.Stream.MakeFromFile(svg)
            if stream is None:
                raise RuntimeError("cannot open the file")
            dom = skia.SVGDOM.MakeFromStream(stream)
            if dom is None:
                raise RuntimeError("SVGDOM could not load it")
            dw, dh = document_size(svg)
            dom.setContainerSize(skia.Size(dw, dh))
            surface = skia.Surface(w, h)
            canvas = surface.getCanvas()
            canvas.clear(skia.Color4f(0, 0, 0, 0))
            canvas.scale(w / dw, h / dh)
            dom.render(canvas)
            surface.makeImageSnapshot().save(out, skia.kPNG)
    elif kind == "cairosvg":
        import cairosvg

        def draw(w, h, svg, out):
            cairosvg.svg2png(url=svg, write_to=out, output_width=w, output_height=h, unsafe=True)
    else:
        raise SystemExit("svg-suite: unknown worker %s" % kind)
    for line in sys.stdin:
        w, h, svg, out = line.rstrip("\n").split("\t")
        try:
            draw(int(w), int(h), svg, out)
            answer = "ok" if os.path.exists(out) else "wrote no PNG"
        except Exception as e:              # a peer's error fails this test only
            answer = ("%s: %s" % (type(e).__name__, e)).replace("\n", " ")[:300]
        sys.stdout.write(answer + "\n")
        sys.stdout.flush()


# MARK: Report

def table(tests, renderers, passed):
    by_cat = collections.OrderedDict((c, []) for c in CATEGORIES)
    for t in tests:
        by_cat.setdefault(t.category, []).append(t)
    rows = ["| category | tests | " + " | ".join(TITLES[r] for r in renderers) + " |",
            "|---|--:|" + "--:|" * len(renderers)]
    for cat, ts in by_cat.items():
        if not ts:
            continue
        cells = [str(sum(passed[r][t.name] for t in ts)) for r in renderers]
        rows.append("| %s | %d | %s |" % (cat, len(ts), " | ".join(cells)))
    totals = ["**%d**" % sum(passed[r][t.name] for t in tests) for r in renderers]
    rows.append("| **total** | %d | %s |" % (len(tests), " | ".join(totals)))
    return "\n".join(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--ctlrender", help="the ctlrender binary")
    ap.add_argument("--suite", help="the suite folder (Fixtures/SVGSuite)")
    ap.add_argument("--peers", default="all", help="none, all, or a comma list of %s" % ", ".join(PEERS))
    ap.add_argument("--resvg-cli", default="resvg", help="resvg's CLI (PyPI resvg-cli 0.44.0)")
    ap.add_argument("--speed", action="store_true",
                    help="time ctlrender and resvg's CLI file by file, paired (needs the resvg-cli peer installed)")
    ap.add_argument("--only", help="categories or test folders, comma-separated (painting,text/tspan)")
    ap.add_argument("--out", help="keep the renders in DIR/<renderer>/<category>/<feature>/<name>.png")
    ap.add_argument("--tsv", help="write every test's result per renderer to FILE")
    ap.add_argument("--timeout", type=float, default=30, help="seconds a test may take (default 30)")
    args = ap.parse_args()
    if args.worker:
        return worker(args.worker)
    if not args.ctlrender or not args.suite:
        ap.error("--ctlrender and --suite are required")

    if args.peers == "none":
        peers = []
    elif args.peers == "all":
        peers = list(PEERS)
    else:
        peers = [p for p in args.peers.split(",") if p]
        bad = [p for p in peers if p not in PEERS]
        if bad:
            ap.error("--peers: unknown %s (none, all, or some of %s)" % (", ".join(bad), ",".join(PEERS)))
    renderers = ["ctlrender"] + peers

    tests = find_tests(args.suite, args.only)
    fonts_dir = os.path.join(args.suite, "fonts")
    work = tempfile.mkdtemp(prefix="svg-suite-")
    out_dir = args.out or os.path.join(work, "out")
    for r in renderers:                            # no stale PNG may pass for a fresh one
        shutil.rmtree(os.path.join(out_dir, r), ignore_errors=True)
    peer_env = dict(os.environ, FONTCONFIG_FILE=write_fontconfig(fonts_dir, work),
                    CTL_SVG_SUITE_FONTS=os.path.abspath(fonts_dir))

    errors, seconds, cpu = {}, {}, {}
    for r in renderers:
        log("# rendering %d tests with %s" % (len(tests), TITLES[r]))
        start = time.monotonic()
        used = resource.getrusage(resource.RUSAGE_CHILDREN)
        if r == "ctlrender":
            errors[r] = render_ctlrender(args.ctlrender, tests, out_dir, fonts_dir, args.timeout)
        elif r == "rsvg":
            errors[r] = render_rsvg(tests, out_dir, peer_env, args.timeout)
        elif r == "resvg-cli":
            errors[r] = render_resvg_cli(args.resvg_cli, tests, out_dir, fonts_dir, args.timeout)
        else:
            errors[r] = render_in_worker(r, tests, out_dir, peer_env, args.timeout)
        seconds[r] = time.monotonic() - start
        # Every render runs in a child process that has been waited for: their CPU time is the
        # renderers' own, which a machine busy with other work disturbs less than the wall clock.
        now = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu[r] = (now.ru_utime - used.ru_utime) + (now.ru_stime - used.ru_stime)

    passed = {r: {} for r in renderers}
    rows = []
    for t in tests:
        for r in renderers:
            ok, mae, pct32, why = compare(t.ref, t.out(out_dir, r))
            passed[r][t.name] = ok
            why = errors[r].get(t.name) or why
            rows.append((t.name, r, "pass" if ok else "fail",
                         "" if mae is None else "%.3f" % mae, "" if pct32 is None else "%.2f" % pct32, why))
    if args.tsv:
        with open(args.tsv, "w") as fh:
            fh.write("test\trenderer\tresult\tmae\tpct_over_32\terror\n")
            for row in rows:
                fh.write("\t".join(row) + "\n")

    print(table(tests, renderers, passed))
    print()
    print("Rendering time over these %d tests, wall clock (CPU): %s; load average %.2f." % (
        len(tests), ", ".join("%s %.1f s (%.1f s)" % (TITLES[r], seconds[r], cpu[r]) for r in renderers),
        os.getloadavg()[0]))
    failed_runs = {r: len(errors[r]) for r in renderers if errors[r]}
    if failed_runs:
        print("Tests with no PNG (error, crash or timeout): %s." % ", ".join(
            "%s %d" % (TITLES[r], n) for r, n in failed_runs.items()))
    if args.out:
        print("Renders kept in %s/<renderer>/." % args.out)
    if args.speed:
        log("# timing ctlrender and resvg's CLI file by file")
        print()
        print("\n".join(speed(args.ctlrender, args.resvg_cli, tests, fonts_dir, args.timeout, seconds["ctlrender"])))
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main() or 0)
