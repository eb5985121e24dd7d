"""Times a folder of small SVG icons turned into PNGs at @1x/@2x/@3x: `ctlrender build` of an asset
catalog (--jobs 1 and --jobs 2), `ctlrender svg` over the folder, and the per-image command loops
that Makefiles use, resvg and rsvg-convert, one process per image, serial and with two workers
(xargs -P2). See Scripts/README.md.

Everything runs in a folder on a tmpfs (/dev/shm by default): creating files on disk swings several
times from minute to minute on a shared VM, and every command here writes 3 files per icon. Each
round runs every command once, in an order that rotates from round to round (paired rounds); the
table gives each command's median wall time, the min…max, and the ratios to ctlrender's build
as medians of the per-round ratios. Outputs are cleared before each run, untimed.
"""
import argparse, json, math, os, random, shutil, statistics, subprocess, sys, tempfile, time

# ---------------------------------------------------------------- the icons

PALETTE = ["#1f1f1f", "#000000", "#5f6368", "#007aff", "#34c759", "#ff3b30", "#ff9500", "#af52de", "#5856d6"]


def _num(v):
    return ("%.2f" % v).rstrip("0").rstrip(".")


def _star(rng, cx, cy, r):
    points, inner = rng.choice((5, 6, 8)), r * rng.uniform(0.4, 0.6)
    pts = []
    for k in range(2 * points):
        a = math.pi * k / points - math.pi / 2
        rr = r if k % 2 == 0 else inner
        pts.append("%s,%s" % (_num(cx + rr * math.cos(a)), _num(cy + rr * math.sin(a))))
    return '<polygon points="%s"/>' % " ".join(pts)


def _blob(rng, cx, cy, r):
    """A closed path of cubic curves around (cx, cy)."""
    n = rng.choice((3, 4, 5))
    pts = [(cx + r * rng.uniform(0.6, 1) * math.cos(2 * math.pi * k / n),
            cy + r * rng.uniform(0.6, 1) * math.sin(2 * math.pi * k / n)) for k in range(n)]
    d = "M%s %s" % (_num(pts[0][0]), _num(pts[0][1]))
    for k in range(n):
        (x0, y0), (x1, y1) = pts[k], pts[(k + 1) % n]
        c = 0.55 * r
        d += " C%s %s %s %s %s %s" % (_num(x0 - c * math.sin(2 * math.pi * k / n)), _num(y0 + c * math.cos(2 * math.pi * k / n)),
                                      _num(x1 + c * math.sin(2 * math.pi * (k + 1) / n)),
                                      _num(y1 - c * math.cos(2 * math.pi * (k + 1) / n)), _num(x1), _num(y1))
    return '<path d="%sZ"/>' % d


def _shape(rng):
    kind = rng.choice(("circle", "rect", "star", "blob", "ring", "bars"))
    cx, cy, r = rng.uniform(8, 16), rng.uniform(8, 16), rng.uniform(3, 8)
    if kind == "circle":
        return '<circle cx="%s" cy="%s" r="%s"/>' % (_num(cx), _num(cy), _num(r))
    if kind == "rect":
        w, h = rng.uniform(6, 18), rng.uniform(6, 18)
        return '<rect x="%s" y="%s" width="%s" height="%s" rx="%s"/>' % (
            _num(12 - w / 2), _num(12 - h / 2), _num(w), _num(h), _num(rng.choice((0, 1, 2, 3))))
    if kind == "star":
        return _star(rng, cx, cy, r + 2)
    if kind == "blob":
        return _blob(rng, cx, cy, r + 1)
    if kind == "ring":
        return ('<path fill-rule="evenodd" d="M%s %sa%s %s 0 1 0 0.01 0Zm0 %sa%s %s 0 1 1 -0.01 0Z"/>'
                % (_num(cx), _num(cy - r), _num(r), _num(r), _num(r * 0.4), _num(r * 0.6), _num(r * 0.6)))
    bars = []
    for k in range(3):
        h = rng.uniform(4, 16)
        bars.append('<rect x="%s" y="%s" width="3" height="%s" rx="1"/>' % (_num(5 + 5.5 * k), _num(20 - h), _num(h)))
    return "".join(bars)


def _outline(rng):
    """A Feather-style line drawing: a polyline and an arc, stroked 2 units wide with round ends."""
    pts = " ".join("%s,%s" % (_num(rng.uniform(3, 21)), _num(rng.uniform(3, 21))) for _ in range(rng.randint(3, 5)))
    cx, cy, r = rng.uniform(9, 15), rng.uniform(9, 15), rng.uniform(3, 7)
    return ('<polyline points="%s"/><path d="M%s %sA%s %s 0 0 1 %s %s"/>'
            % (pts, _num(cx - r), _num(cy), _num(r), _num(r), _num(cx + r), _num(cy)))


def icon(rng):
    """One 24×24 icon: a filled glyph of one colour (most of them), a stroked line drawing, or two colours."""
    style = rng.random()
    head = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">'
    if style < 0.6:
        body = '<g fill="%s">%s</g>' % (rng.choice(PALETTE[:3]), "".join(_shape(rng) for _ in range(rng.randint(1, 3))))
    elif style < 0.85:
        body = ('<g fill="none" stroke="%s" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">%s</g>'
                % (rng.choice(PALETTE[:3]), _outline(rng)))
    else:
        a, b = rng.sample(PALETTE[3:], 2)
        body = '<g fill="%s">%s</g><g fill="%s" opacity="0.8">%s</g>' % (a, _shape(rng), b, _shape(rng))
    return head + body + "</svg>\n"


def generate(folder, count, seed):
    rng = random.Random(seed)
    os.makedirs(folder, exist_ok=True)
    for i in range(count):
        with open(os.path.join(folder, "icon%04d.svg" % i), "w") as f:
            f.write(icon(rng))


# ---------------------------------------------------------------- timing

def run_shell(script, cwd):
    t = time.perf_counter()
    p = subprocess.run(["bash", "-c", script], cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    dt = time.perf_counter() - t
    if p.returncode != 0:
        raise SystemExit("bench-icons: `%s` failed (%d):\n%s" % (script, p.returncode, p.stderr[-2000:]))
    return dt


def png_files(folder):
    return sorted(os.path.join(d, f) for d, _, fs in os.walk(folder) for f in fs if f.endswith(".png"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ctlrender", required=True)
    ap.add_argument("--resvg", required=True)
    ap.add_argument("--rsvg-convert", default=shutil.which("rsvg-convert"))
    ap.add_argument("--icons", help="a folder of SVG icons to use instead of generated ones")
    ap.add_argument("--count", type=int, default=1000, help="icons to generate (default 1000)")
    ap.add_argument("--seed", type=int, default=38)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--tmp", default="/dev/shm", help="the folder to work in (a tmpfs; default /dev/shm)")
    ap.add_argument("--rsvg-count", type=int, default=200,
                    help="rsvg-convert draws only the first N icons (a process takes ~25 ms to start); "
                         "its times are scaled to all the icons and say so (default 200)")
    ap.add_argument("--also", action="append", default=[], metavar="NAME=BINARY",
                    help="also time the builds of another ctlrender binary (e.g. an earlier commit's), repeatable")
    ap.add_argument("--skip", default="", help="comma-separated commands to leave out: resvg, rsvg, svg")
    a = ap.parse_args()
    skip = set(filter(None, a.skip.split(",")))
    if not a.rsvg_convert:
        print("# no rsvg-convert on PATH (Debian: apt-get install librsvg2-bin): its rows are left out", file=sys.stderr)
        skip.add("rsvg")
    work = tempfile.mkdtemp(prefix="ctlrender-bench-icons-", dir=a.tmp)
    try:
        icons = os.path.join(work, "icons")
        if a.icons:
            shutil.copytree(a.icons, icons)
        else:
            generate(icons, a.count, a.seed)
        names = sorted(f[:-4] for f in os.listdir(icons) if f.endswith(".svg"))
        if not names:
            raise SystemExit("bench-icons: no .svg files in %s" % (a.icons or icons))
        with open(os.path.join(work, "icons.json"), "w") as f:
            json.dump({"name": "Icons", "assets": [{"svg": "icons/*.svg"}]}, f)
        # One line per image for the per-image tools: zoom, input, output.
        image_jobs = ["%d icons/%s.svg %s%s.png" % (s, n, n, "" if s == 1 else "@%dx" % s) for n in names for s in (1, 2, 3)]
        with open(os.path.join(work, "jobs.txt"), "w") as f:
            f.write("\n".join(image_jobs) + "\n")
        rsvg_icons = min(a.rsvg_count, len(names)) if a.rsvg_count > 0 else len(names)
        with open(os.path.join(work, "rsvg-jobs.txt"), "w") as f:
            f.write("\n".join(image_jobs[:3 * rsvg_icons]) + "\n")
        scale = {}
        ctl, resvg, rsvg = (os.path.abspath(p) if p else p for p in (a.ctlrender, a.resvg, a.rsvg_convert))
        # label, output folder, command (run by bash in `work`)
        commands = [
            ("ctlrender build, --jobs 1", "out-build1", f"'{ctl}' build icons.json -o out-build1 --jobs 1 --quiet"),
            ("ctlrender build, --jobs 2", "out-build2", f"'{ctl}' build icons.json -o out-build2 --jobs 2 --quiet"),
        ]
        for also in a.also:
            name, _, binary = also.partition("=")
            if not name or not os.access(binary, os.X_OK):
                raise SystemExit("bench-icons: --also takes NAME=BINARY, an executable ctlrender: %s" % also)
            binary = os.path.abspath(binary)
            for jobs in (1, 2):
                commands.append(("%s: ctlrender build, --jobs %d" % (name, jobs), "out-%s-%d" % (name, jobs),
                                 f"'{binary}' build icons.json -o out-{name}-{jobs} --jobs {jobs} --quiet"))
        if "svg" not in skip:
            commands.append(("ctlrender svg icons/*.svg --scales 1,2,3 (one process)", "out-svg",
                             f"'{ctl}' svg icons/*.svg --scales 1,2,3 -o out-svg/ --quiet"))
        if "resvg" not in skip:
            commands += [
                ("resvg, a process per image, serial loop", "out-resvg1",
                 f"mkdir -p out-resvg1 && while read z i o; do '{resvg}' -z $z $i out-resvg1/$o || exit 1; done < jobs.txt"),
                ("resvg, a process per image, xargs -P2", "out-resvg2",
                 f"mkdir -p out-resvg2 && cd out-resvg2 && sed 's|icons/|../icons/|' ../jobs.txt | "
                 f"xargs -P2 -L1 sh -c 'exec \"$0\" -z \"$1\" \"$2\" \"$3\"' '{resvg}'"),
            ]
        if "rsvg" not in skip:
            part = "" if rsvg_icons == len(names) else " (first %d icons, time × %.2f)" % (rsvg_icons, len(names) / rsvg_icons)
            commands += [
                ("rsvg-convert, a process per image, serial loop" + part, "out-rsvg1",
                 f"mkdir -p out-rsvg1 && while read z i o; do '{rsvg}' -z $z -o out-rsvg1/$o $i || exit 1; done < rsvg-jobs.txt"),
                ("rsvg-convert, a process per image, xargs -P2" + part, "out-rsvg2",
                 f"mkdir -p out-rsvg2 && cd out-rsvg2 && sed 's|icons/|../icons/|' ../rsvg-jobs.txt | "
                 f"xargs -P2 -L1 sh -c 'exec \"$0\" -z \"$1\" -o \"$3\" \"$2\"' '{rsvg}'"),
            ]
            for label, _, _ in commands[-2:]:
                scale[label] = len(names) / rsvg_icons
        times = {label: [] for label, _, _ in commands}
        sizes, counts = {}, {}
        for r in range(a.rounds):
            k = r % len(commands)
            for label, out, script in commands[k:] + commands[:k]:
                shutil.rmtree(os.path.join(work, out), ignore_errors=True)
                times[label].append(run_shell(script, work) * scale.get(label, 1))
                files = png_files(os.path.join(work, out))
                counts[label] = len(files)
                total = sum(os.path.getsize(f) for f in files)
                if label in sizes and sizes[label] != total:
                    raise SystemExit("bench-icons: %s wrote %d bytes of PNG in one round, %d in another"
                                     % (label, sizes[label], total))
                sizes[label] = total
            print("# round %d of %d done" % (r + 1, a.rounds), file=sys.stderr, flush=True)
        # The same bytes for any --jobs, and as many PNGs as every other tool wrote.
        one, two = (png_files(os.path.join(work, o)) for o in ("out-build1", "out-build2"))
        for f1, f2 in zip(one, two):
            with open(f1, "rb") as x, open(f2, "rb") as y:
                if x.read() != y.read():
                    raise SystemExit("bench-icons: %s differs between --jobs 1 and --jobs 2" % os.path.relpath(f1, work))
        for label, n in counts.items():
            expected = 3 * rsvg_icons if label in scale else len(image_jobs)
            if n != expected:
                raise SystemExit("bench-icons: %s wrote %d PNGs, not %d" % (label, n, expected))

        base1, base2 = times[commands[0][0]], times[commands[1][0]]
        med = {label: statistics.median(t) for label, t in times.items()}
        print("| %d SVG icons → %d PNGs (@1x/@2x/@3x) | median s | min…max s | × build --jobs 1 | × build --jobs 2 | PNG bytes |"
              % (len(names), len(image_jobs)))
        print("|---|--:|--:|--:|--:|--:|")
        for label, t in times.items():
            ratio = lambda base: statistics.median(x / b for x, b in zip(t, base))
            print("| %s | %.3f | %.3f…%.3f | %.2f | %.2f | %d |" % (label, med[label], min(t), max(t), ratio(base1),
                                                                 ratio(base2), sizes[label]))
        load = os.getloadavg()
        version = subprocess.run([ctl, "--version"], capture_output=True, text=True).stdout.strip()
        print("\n%d rounds, the commands' order rotating; ratios are medians of the per-round ratios "
              "(above 1: slower than ctlrender's build); PNG bytes are what each command wrote (rsvg-convert: "
              "for the icons it drew). Work folder on %s; %d cores; load average %.2f at the end; "
              "ctlrender %s; %s; %s." % (a.rounds, a.tmp, os.cpu_count(), load[0], version,
                                         subprocess.run([resvg, "--version"], capture_output=True, text=True).stdout.strip()
                                         if "resvg" not in skip else "",
                                         subprocess.run([rsvg, "--version"], capture_output=True, text=True).stdout.strip()
                                         if "rsvg" not in skip else ""))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
