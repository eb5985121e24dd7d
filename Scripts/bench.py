#!/usr/bin/env python3
"""Speed of ctlrender against the reference peers, measured in one run.

    Scripts/bench [--rounds R] [--iterations N] [--scenes FILE] [--only a,b] [--out FILE] [--cli-runs K]

(Scripts/bench builds ctlrender and prepares the peers, then runs this file with
the peers' interpreter.) R rounds; each round runs every renderer once with
`--bench N` (N timed renders per scene after max(2, N/10) untimed ones), the order
rotating from round to round so that a slow spell of the machine hits every
renderer alike. Per (renderer, scene) the lowest of the R round medians is kept.
Prints a Markdown table: microseconds per render, ratio ctlrender/peer (< 1 means
ctlrender is faster), geometric means over the scenes every renderer drew, the
memory-bound scene against a memset of the same buffer (timed by `ctlrender bench`
in the same process), then the whole-process time of single CLI commands (K runs).
`--also NAME=BINARY` (repeatable) times further ctlrender builds in the same rotation (a build
for this CPU, the binary of an earlier commit) and adds a table of each against the peers and
against `ctlrender`.
"""
import argparse
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import common

# (name in the table, command builder); every command prints TSV peer<TAB>scene<TAB>median_us.
PEERS = ["ctlrender", "blend2d", "cairo_c", "skia-pic"]


log, run, tail = common.log, common.run, common.tail


def parse_tsv(text, peer=None):
    """peer/scene/median_us lines -> {scene: us}; the header, comments and other lines are ignored.
    With `peer`, only that peer's lines (ctlrender also prints "memset" lines)."""
    out = {}
    for line in text.splitlines():
        f = line.strip().split("\t")
        if len(f) != 3 or f[0] == "peer" or (peer and f[0] != peer):
            continue
        try:
            out[f[1]] = float(f[2])
        except ValueError:
            continue
    return out


# The smallest canvas ctlrender draws on several threads (Canvas.stripMinimumPixels, 512 × 512).
STRIP_MINIMUM_PIXELS = 1 << 18


def threaded_peer(threads):
    """The peer name `ctlrender bench --threads T` prints."""
    return "ctlrender-threads%d" % threads


class Bench:
    def __init__(self, args, names, big=()):
        self.a = args
        self.names = names
        self.big = list(big)   # scenes timed on several threads too
        self.work = os.path.join(args.peers, "bench_work")
        os.makedirs(self.work, exist_ok=True)
        self.failed = {}       # (peer, scene) -> message, ctlrender only
        self.memset = {}       # scene -> lowest median µs of a memset of its canvas
        self.versions = {}

    def peer_cmd(self, peer):
        a, py, d = self.a, self.a.python, self.a.peers
        n = ["--bench", str(a.iterations)] + (["--warmup", str(a.warmup)] if a.warmup is not None else [])
        only = ["--only", ",".join(self.names)] if a.only else []
        out = ["--out", os.path.join(self.work, "out_" + peer)]
        if peer == "blend2d":
            return [py, os.path.join(d, "render_blend2d.py"), "--scenes", a.scenes] + n + only + out
        if peer == "skia-pic":
            return [py, os.path.join(d, "render_skia.py"), "--picture", "--scenes", a.scenes] + n + only + out
        if peer == "cairo_c":
            return [os.path.join(d, "render_cairo_c"), "--scenes", self.scenes_txt] + n + only + out
        raise ValueError(peer)

    def prepare(self):
        """render_cairo_c reads a token stream, made from the scene file here."""
        self.scenes_txt = os.path.join(self.work, "scenes.txt")
        ok, _, err, msg = run([self.a.python, os.path.join(self.a.peers, "scenes_to_txt.py"), self.a.scenes,
                               self.scenes_txt], cwd=self.a.peers)
        if not ok:
            raise SystemExit("bench: scenes_to_txt.py failed (%s):\n%s" % (msg, tail(err)))

    def run_ctlrender(self, peer="ctlrender"):
        """Whole file in one process; scenes it did not time are retried one by one, so that a
        scene the CLI cannot draw is reported and the others are still measured. `peer` is
        "ctlrender" or the name of an `--also` build."""
        a = self.a
        binary = a.ctlrender if peer == "ctlrender" else a.also[peer]
        base = [binary, "bench", a.scenes, "--iterations", str(a.iterations)]
        if a.warmup is not None:
            base += ["--warmup", str(a.warmup)]
        got = {}
        if not a.only:
            ok, out, err, msg = run(base, timeout=a.timeout)
            got = parse_tsv(out, "ctlrender")
            self._memset(out)
            self._version(peer, err)
            if not ok:
                log("# ctlrender bench on the whole file failed (%s); retrying scene by scene\n%s" % (msg, tail(err)))
        for n in self.names:
            if n in got or (peer, n) in self.failed:
                continue
            ok, out, err, msg = run(base + ["--scene", n], timeout=a.timeout)
            self._version(peer, err)
            one = parse_tsv(out, "ctlrender")
            self._memset(out)
            if ok and n in one:
                got[n] = one[n]
            else:
                self._fail(peer, n, msg, err)
        return {k: v for k, v in got.items() if k in self.names}

    def _fail(self, peer, scene, msg, err):
        """Records that `peer` printed no timing for `scene`, with the CLI's last error line."""
        detail = common.last_error(err)
        self.failed[(peer, scene)] = (msg or "printed no timing") + (": " + detail if detail else "")
        log("# %s failed on %s: %s" % (peer, scene, self.failed[(peer, scene)]))

    def _memset(self, out):
        """Keeps the lowest memset median per scene (printed by ctlrender bench, same process)."""
        for scene, us in parse_tsv(out, "memset").items():
            self.memset[scene] = min(us, self.memset.get(scene, us))

    def _version(self, peer, err):
        for l in err.splitlines():
            if l.startswith("# ") and peer not in self.versions:
                self.versions[peer] = l[2:].strip()

    def run_threaded(self):
        """`ctlrender bench --threads T`, scene by scene, on the scenes large enough to be drawn in strips."""
        a, peer = self.a, threaded_peer(self.a.threads)
        got = {}
        for n in self.big:
            cmd = [a.ctlrender, "bench", a.scenes, "--scene", n, "--iterations", str(a.iterations),
                   "--threads", str(a.threads)] + (["--warmup", str(a.warmup)] if a.warmup is not None else [])
            ok, out, err, msg = run(cmd, timeout=a.timeout)
            one = parse_tsv(out, peer)
            if ok and n in one:
                got[n] = one[n]
            else:
                self._fail(peer, n, msg, err)
        return got

    def run_peer(self, peer):
        if peer == "ctlrender" or peer in self.a.also:
            return self.run_ctlrender(peer)
        if peer == threaded_peer(self.a.threads):
            return self.run_threaded()
        ok, out, err, msg = run(self.peer_cmd(peer), cwd=self.a.peers, timeout=self.a.timeout)
        self._version(peer, err)
        if not ok:
            log("# %s failed (%s); keeping what it printed\n%s" % (peer, msg, tail(err)))
        return {k: v for k, v in parse_tsv(out).items() if k in self.names}

    def measure(self):
        """{peer: {scene: [round medians]}}"""
        order = self.a.peers_list[:1] + list(self.a.also) + self.a.peers_list[1:]
        if self.a.threads > 1 and self.big:
            order.insert(1, threaded_peer(self.a.threads))
        rounds = {p: {} for p in order}
        log("# warm-up (discarded)")   # the first seconds of work after idle run slow on this VM
        run([os.path.join(self.a.peers, "render_cairo_c"), "--scenes", self.scenes_txt, "--bench", "5",
             "--out", os.path.join(self.work, "warmup")], cwd=self.a.peers, timeout=self.a.timeout)
        for r in range(self.a.rounds):
            k = r % len(order)
            this = order[k:] + order[:k]
            log("# round %d/%d: %s" % (r + 1, self.a.rounds, " ".join(this)))
            for p in this:
                t0 = time.time()
                res = self.run_peer(p)
                for s, us in res.items():
                    rounds[p].setdefault(s, []).append(us)
                log("#   %-9s %3d scenes  %5.1f s" % (p, len(res), time.time() - t0))
        return rounds


def fmt_us(v):
    if v is None:
        return "—"
    return "%.1f" % v if v < 100 else "%.0f" % v


def fmt_ratio(v):
    return "—" if v is None else "%.2f" % v


def geomean(vals):
    return math.exp(sum(math.log(v) for v in vals) / len(vals)) if vals else None


def machine_line():
    cpu = "?"
    try:
        for l in open("/proc/cpuinfo"):
            if l.startswith("model name"):
                cpu = l.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    deb = ""
    if os.path.exists("/etc/debian_version"):
        deb = ", Debian " + open("/etc/debian_version").read().strip()
    return "%s, %d cores, %s %s%s" % (cpu, os.cpu_count() or 0, platform.system(), platform.release(), deb)


def loadavg():
    try:
        return " ".join(open("/proc/loadavg").read().split()[:3])
    except OSError:
        return "?"


def git_rev(root):
    try:
        rev = subprocess.run(["git", "-C", root, "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", root, "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True).stdout.strip()
        return rev + ("+uncommitted changes" if dirty else "") if rev else "?"
    except OSError:
        return "?"


def table(args, scenes, rounds, bench, load0, load1):
    peers = args.peers_list
    others = [p for p in peers if p != "ctlrender"]
    best = {p: best_of(rounds, p) for p in peers}
    L = []
    L.append("# ctlrender vs peers: median µs per render (lowest of %d round medians, N=%d)" % (args.rounds,
                                                                                             args.iterations))
    L.append("")
    L.append("machine: %s; load average %s at start, %s at end; ctlrender %s (%s); scenes %s" % (
        machine_line(), load0, load1, bench.versions.get("ctlrender", "?").replace("ctlrender ", ""),
        git_rev(args.root), os.path.basename(args.scenes)))
    L.append("")
    L.append("Each cell: median wall time of one render (clear + draw every op), microseconds, single thread. "
             "`×peer` = ctlrender time / peer time (below 1: ctlrender is faster). '—' = not drawn "
             "(Blend2D skips dashed strokes; a ctlrender failure is listed below the table).")
    L.append("")
    head = ["scene", "px", "ops"] + peers + ["×" + p for p in others]
    L.append("| " + " | ".join(head) + " |")
    L.append("|---|--:|--:|" + "--:|" * (len(peers) + len(others)))
    common_scenes = []
    for s in scenes:
        vals = [best[p].get(s["name"]) for p in peers]
        ours = best["ctlrender"].get(s["name"])
        ratios = [ours / best[p][s["name"]] if ours and best[p].get(s["name"]) else None for p in others]
        if all(v for v in vals):
            common_scenes.append(s["name"])
        cells = [s["name"], str(s["width"] * s["height"]), str(len(s["ops"]))]
        cells += [fmt_us(v) for v in vals] + [fmt_ratio(r) for r in ratios]
        L.append("| " + " | ".join(cells) + " |")
    if common_scenes:
        gm = {p: geomean([best[p][n] for n in common_scenes]) for p in peers}
        gr = [geomean([best["ctlrender"][n] / best[p][n] for n in common_scenes]) for p in others]
        cells = ["**geo-mean (%d common scenes)**" % len(common_scenes), "", ""]
        cells += ["**%s**" % fmt_us(gm[p]) for p in peers] + ["**%s**" % fmt_ratio(r) for r in gr]
        L.append("| " + " | ".join(cells) + " |")
    L.append("")
    skipped = [s["name"] for s in scenes if s["name"] not in (common_scenes or [])]
    if skipped:
        L.append("Not in the geometric mean (some renderer drew no timing): %s." % ", ".join(skipped))
    if common_scenes:
        L.append("Geometric-mean ratio ctlrender/peer over the %d common scenes: %s." % (
            len(common_scenes), ", ".join("%s %s" % (p, fmt_ratio(r)) for p, r in zip(others, gr))))
    if common_scenes:
        slower = [n for n in common_scenes if "cairo_c" in others and best["ctlrender"][n] > best["cairo_c"][n]]
        L.append("Targets: geometric mean ≤ 0.80 × blend2d, ≤ 0.50 × cairo_c and skia-pic; no scene slower than "
                 "cairo_c (slower here: %s)." % (", ".join(slower) if slower else "none"))
    for n in MEMSET_SCENES:
        if n in bench.memset and best["ctlrender"].get(n):
            L.append("Memory-bound fill %s: ctlrender %s µs, a memset of a buffer of its canvas' size %s µs in the "
                     "same process: %.2f × memset (target ≤ 1.5)." % (
                         n, fmt_us(best["ctlrender"][n]), fmt_us(bench.memset[n]),
                         best["ctlrender"][n] / bench.memset[n]))
    spreads = sorted(max(v) / min(v) - 1 for p in peers for v in rounds[p].values() if len(v) > 1)
    if spreads:
        L.append("Run-to-run noise: slowest round median over fastest, median cell +%.0f %%, worst cell +%.0f %%." % (
            100 * spreads[len(spreads) // 2], 100 * spreads[-1]))
    for (p, n), why in sorted(bench.failed.items()):
        L.append("- FAILED: %s on %s: %s" % (p, n, why))
    for name in args.also:
        L += also_table(name, scenes, best_of(rounds, name), best, others, bench)
    busy = float(load0.split()[0]) if load0 != "?" else 0
    if busy > 0.7:
        L.append("Warning: the machine was busy at the start (load %.2f); timings are noisy." % busy)
    return "\n".join(L) + "\n" + threaded_table(args, scenes, rounds)


def threaded_table(args, scenes, rounds):
    """The threaded rows: the scenes of at least STRIP_MINIMUM_PIXELS pixels, ctlrender on one thread
    and on T (same bytes), beside the single-threaded peers. Not part of the aims above."""
    peer = threaded_peer(args.threads)
    if peer not in rounds:
        return ""
    best = {p: {s: min(v) for s, v in rounds[p].items()} for p in rounds}
    others = [p for p in args.peers_list if p != "ctlrender"]
    L = ["", "## Threaded rows (own rows; the aims above are single-threaded)", "",
         "ctlrender with `--threads %d`: the canvas drawn in %d strips of rows at once, the same bytes as on one "
         "thread; only scenes of at least %d pixels (512 × 512) are drawn so. The peers are single-threaded: "
         "blend2d-python's BLContext takes no thread count (Blend2D's own threads are not reachable from it), "
         "and cairo and Skia draw on the calling thread. `speed-up` = one thread's time / %d threads' time. "
         "On a machine whose cores are busy with other work, threads cannot run at once and the speed-up "
         "falls to 1 or below." % (args.threads, args.threads, STRIP_MINIMUM_PIXELS, args.threads), ""]
    head = ["scene", "px", "ctlrender", peer, "speed-up"] + others
    L.append("| " + " | ".join(head) + " |")
    L.append("|---|--:|" + "--:|" * (len(head) - 2))
    for s in scenes:
        n = s["name"]
        one, many = best["ctlrender"].get(n), best[peer].get(n)
        if many is None:
            continue    # under the threshold (or failed: listed above)
        cells = [n, str(s["width"] * s["height"]), fmt_us(one), fmt_us(many), "%.2f" % (one / many) if one else "—"]
        cells += [fmt_us(best[p].get(n)) for p in others]
        L.append("| " + " | ".join(cells) + " |")
    return "\n".join(L) + "\n"


def best_of(rounds, peer):
    """{scene: lowest round median} of one renderer."""
    return {s: min(v) for s, v in rounds[peer].items()}


def also_table(name, scenes, mine, best, others, bench):
    """The lines of the table of the `--also` build `name` (its times `mine`) against the
    peers and against `ctlrender`, with the geometric means over the scenes all of them drew."""
    cols = others + ["ctlrender"]
    L = ["", "`%s` (%s, %s): µs per render, and its time over each renderer's:" % (
        name, bench.a.also[name], bench.versions.get(name, "?")), "",
        "| scene | %s | %s |" % (name, " | ".join("×" + p for p in cols)), "|---|--:|" + "--:|" * len(cols)]
    both = []
    for s in scenes:
        n = s["name"]
        ratios = [mine[n] / best[p][n] if mine.get(n) and best[p].get(n) else None for p in cols]
        if all(ratios):
            both.append(n)
        L.append("| %s | %s | %s |" % (n, fmt_us(mine.get(n)), " | ".join(fmt_ratio(r) for r in ratios)))
    if both:
        gr = [geomean([mine[n] / best[p][n] for n in both]) for p in cols]
        L.append("| **geo-mean (%d scenes)** | **%s** | %s |" % (
            len(both), fmt_us(geomean([mine[n] for n in both])), " | ".join("**%s**" % fmt_ratio(r) for r in gr)))
        slower = [n for n in both if "cairo_c" in others and mine[n] > best["cairo_c"][n]]
        L.append("")
        L.append("Geometric-mean ratio %s/peer over the %d scenes: %s; slower than cairo_c: %s." % (
            name, len(both), ", ".join("%s %s" % (p, fmt_ratio(r)) for p, r in zip(cols, gr)),
            ", ".join(slower) if slower else "none"))
    return L


# Scenes whose render is bound by memory writes, reported against a memset of the same buffer.
MEMSET_SCENES = ["big_circle_2048"]

# Whole-process commands timed after the scenes (the output path is appended).
CLI_COMMANDS = [
    ["button", "--state", "highlighted", "-o"],
    ["switch", "--state", "selected", "--scale", "2", "-o"],
]


def cli_table(args):
    """Median and spread of whole-process wall times of CLI_COMMANDS, `args.cli_runs` runs each,
    the commands alternating so that a slow spell hits them alike."""
    if args.cli_runs < 1:
        return ""
    work = tempfile.mkdtemp(prefix="ctlrender-bench-cli-")
    times = {i: [] for i in range(len(CLI_COMMANDS))}
    try:
        for r in range(args.cli_runs + 2):           # the first two rounds warm the file cache
            for i, cmd in enumerate(CLI_COMMANDS):
                full = [args.ctlrender] + cmd + [os.path.join(work, "out.png")]
                t = time.perf_counter()
                p = subprocess.run(full, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                dt = time.perf_counter() - t
                if p.returncode != 0:
                    raise SystemExit("bench: %s failed:\n%s" % (" ".join(full), p.stderr))
                if r >= 2:
                    times[i].append(dt * 1000)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    L = ["", "Whole process, %d runs each (target for the button: ≤ 30 ms):" % args.cli_runs, "",
         "| command | median ms | min … max ms |", "|---|--:|--:|"]
    for i, cmd in enumerate(CLI_COMMANDS):
        v = sorted(times[i])
        L.append("| `ctlrender %s OUT.png` | %.1f | %.1f … %.1f |" % (" ".join(cmd), statistics.median(v), v[0], v[-1]))
    return "\n".join(L) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--peers", required=True, help="writable peers folder with venv (set by Scripts/bench)")
    ap.add_argument("--ctlrender", required=True, help="the release ctlrender binary")
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--rounds", type=int, default=5, help="rounds over all renderers (default 5)")
    ap.add_argument("--iterations", "-n", type=int, default=20, help="timed renders per scene per round (default 20)")
    ap.add_argument("--warmup", type=int, default=None, help="untimed renders first (default max(2, N/10))")
    ap.add_argument("--scenes", default=None, help="scene file (default: the peers' scenes.json)")
    ap.add_argument("--only", default=None, help="comma-separated scene names")
    ap.add_argument("--out", default=None, help="also write the Markdown table to this file")
    ap.add_argument("--tsv", default=None, help="also write every round median as TSV (peer, scene, round, us)")
    ap.add_argument("--with", dest="peers_csv", default=",".join(PEERS),
                    help="renderers to time, ctlrender first (default %s)" % ",".join(PEERS))
    ap.add_argument("--cli-runs", type=int, default=20,
                    help="whole-process runs of each CLI command timed after the scenes (default 20; 0: none)")
    ap.add_argument("--also", action="append", default=[], metavar="NAME=BINARY",
                    help="also time this ctlrender binary (repeatable), reported as NAME in its own table")
    ap.add_argument("--timeout", type=int, default=3600, help="seconds allowed to one renderer run (default 3600)")
    ap.add_argument("--threads", type=int, default=2,
                    help="also time ctlrender with --threads T on the scenes of at least 512×512 pixels, as "
                         "their own rows (default 2; 1 leaves them out)")
    args = ap.parse_args()
    if args.rounds < 1 or args.iterations < 1:
        ap.error("--rounds and --iterations must be at least 1")
    args.python = sys.executable
    args.peers = os.path.abspath(args.peers)
    args.scenes = os.path.abspath(args.scenes or os.path.join(args.peers, "scenes.json"))
    args.peers_list = [p for p in args.peers_csv.split(",") if p]
    if "ctlrender" not in args.peers_list or any(p not in PEERS for p in args.peers_list):
        ap.error("--with takes names of %s and must include ctlrender" % ",".join(PEERS))
    args.peers_list = ["ctlrender"] + [p for p in args.peers_list if p != "ctlrender"]
    also = {}
    for spec in args.also:
        name, _, binary = spec.partition("=")
        if not name or not binary or name in PEERS or name in also:
            ap.error("--also takes NAME=BINARY, NAME new and not one of %s: %r" % (",".join(PEERS), spec))
        if not os.access(binary, os.X_OK):
            ap.error("--also %s: %s is not an executable file" % (name, binary))
        also[name] = os.path.abspath(binary)
    args.also = also

    scenes = common.load_scene_list(args.scenes, args.only)
    if not scenes:
        raise SystemExit("bench: no scenes%s in %s" % (" named " + args.only if args.only else "", args.scenes))
    big = [s["name"] for s in scenes if s["width"] * s["height"] >= STRIP_MINIMUM_PIXELS]
    bench = Bench(args, [s["name"] for s in scenes], big if args.threads > 1 else ())
    bench.prepare()
    load0 = loadavg()
    if float(load0.split()[0]) > 0.7:
        log("# WARNING: the machine is busy (load %s); timings will be noisy" % load0)
    rounds = bench.measure()
    text = table(args, scenes, rounds, bench, load0, loadavg()) + cli_table(args)
    common.write_results(text, rounds, list(rounds), args.out, args.tsv)
    return 1 if bench.failed else 0


if __name__ == "__main__":
    sys.exit(main())
