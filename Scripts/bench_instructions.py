#!/usr/bin/env python3
"""Instructions per render of ctlrender and the reference peers, counted by valgrind.

    Scripts/bench-instructions [--scenes FILE] [--only a,b] [--with ctlrender,blend2d,cairo_c,skia-pic]
                               [--ctlrender PATH] [--compare OLD] [--n1 N --n2 N] [--warmup W]
                               [--jobs J] [--check] [--out FILE] [--tsv FILE] [--keep DIR]

(Scripts/bench-instructions builds ctlrender and prepares the peers, then runs this file with
the peers' interpreter.) valgrind counts the instructions executed (Ir), exactly and the same from
run to run, whatever the load of the machine. Each renderer runs its bench mode twice, with N1 and
with N2 timed renders after the same W untimed ones; start-up, decoding, path building and the
first render are the same in both runs, so (I(N2) - I(N1)) / (N2 - N1) is what one render costs.
ctlrender: `ctlrender bench --scene S --no-memset`, a process per scene, under cachegrind (a
binary too old to have --no-memset also times N + W memsets of the canvas; their count, measured
with a binary that has the flag, is subtracted). The peers, slow to start under valgrind: one
process for many scenes under callgrind, which writes the count so far where each scene starts
(see Runner). Prints a Markdown table: instructions per render, ratio ctlrender/peer (< 1:
ctlrender executes fewer), geometric means.
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

import bench
import common

RENDERERS = ["ctlrender", "blend2d", "cairo_c", "skia-pic"]
PEERS = RENDERERS[1:]
log, run, tail = common.log, common.run, common.tail

# A scene of at least this many pixels is "big": fewer renders (each costs millions of instructions).
BIG_PIXELS = 250_000


def supports_no_memset(binary):
    ok, out, err, _ = run([binary, "bench", "--help"], timeout=60)
    return "--no-memset" in out + err


def read_summary(path):
    """The total Ir of a cachegrind output file (its `summary:` line)."""
    with open(path) as fh:
        for line in fh:
            if line.startswith("summary:"):
                return int(line.split()[1])
    raise ValueError("%s has no summary line" % path)


MARK_C = """#include <valgrind/callgrind.h>
/* Called by bench_instructions_peer.py where a scene starts: callgrind writes what it counted since
   the last mark to a file of its own, named for the scene. */
void ctl_instr_mark(const char *name) { CALLGRIND_DUMP_STATS_AT(name); }
"""


def read_callgrind_parts(base):
    """The parts of a callgrind run dumped to base, base.1, base.2, …: [(trigger, Ir)] in order,
    the final part (program termination, file `base`) last."""
    parts = []
    k = 1
    while os.path.exists("%s.%d" % (base, k)):
        parts.append(("%s.%d" % (base, k)))
        k += 1
    parts.append(base)
    out = []
    for path in parts:
        trigger = ""
        with open(path) as fh:
            for line in fh:
                if line.startswith("desc: Trigger:"):
                    trigger = line.split(":", 2)[2].strip()
                elif line.startswith("summary:"):
                    out.append((trigger, int(line.split()[1])))
                    break
            else:
                raise ValueError("%s has no summary line" % path)
    return out


class Runner:
    """Runs the counts. ctlrender: one process per (binary, scene, N) under cachegrind. The peers:
    one process per N for all small scenes and one for all big ones, under callgrind, which writes the count so far each time a
    scene starts (cairo_c: at its cairo_surface_write_to_png, which it calls once per scene before
    timing it; the Python peers: at a mark made in place of their PNG writing, see
    bench_instructions_peer.py), so that a part holds one scene's W + N renders and the set-up of
    the next scene, and the same part with N1 and N2 renders differs by N2 − N1 renders."""

    def __init__(self, args, scenes):
        self.a = args
        self.scenes = {s["name"]: s for s in scenes}
        self.names = [s["name"] for s in scenes]
        self.work = tempfile.mkdtemp(prefix="ctl-instr-")
        self.count = 0
        self.lock = threading.Lock()
        self.errors = {}      # (column, scene) -> message
        self.skipped = {}     # (column, scene) -> reason the peer gave
        self.versions = {}
        self.origin = {}      # stripped copy -> the binary given

    def close(self):
        if self.a.keep:
            os.makedirs(self.a.keep, exist_ok=True)
            for f in os.listdir(self.work):
                if f.startswith(("cachegrind.", "callgrind.")):
                    shutil.copy(os.path.join(self.work, f), self.a.keep)
        shutil.rmtree(self.work, ignore_errors=True)

    def big(self, scene):
        s = self.scenes[scene]
        return s.get("width", 0) * s.get("height", 0) >= BIG_PIXELS

    def ns(self, scene):
        """(N1, N2[, N3]) for a scene: fewer renders for a big canvas."""
        if self.a.n1 is not None:
            n1, n2 = self.a.n1, self.a.n2
        else:
            n1, n2 = (2, 6) if self.big(scene) else (4, 20)
        return [n1, n2] + ([n2 + (n2 - n1)] if self.a.check else [])

    def groups(self):
        """The scenes the peers run together in one process: the small ones and the big ones, which
        take different N (one set when --n1/--n2 are given)."""
        if self.a.n1 is not None:
            return [tuple(self.names)]
        return [g for g in (tuple(s for s in self.names if not self.big(s)),
                            tuple(s for s in self.names if self.big(s))) if g]

    def prepare(self):
        """render_cairo_c reads a token stream, made from the scene file here; the Python peers'
        scene mark is a small C library (valgrind's callgrind.h)."""
        self.scenes_txt = os.path.join(self.work, "scenes.txt")
        if "cairo_c" in self.a.renderers:
            ok, _, err, msg = run([self.a.python, os.path.join(self.a.peers, "scenes_to_txt.py"), self.a.scenes,
                                   self.scenes_txt], cwd=self.a.peers)
            if not ok:
                raise SystemExit("bench-instructions: scenes_to_txt.py failed (%s):\n%s" % (msg, tail(err)))
        self.mark = os.path.join(self.work, "mark.so")
        if "blend2d" in self.a.renderers or "skia-pic" in self.a.renderers:
            src = os.path.join(self.work, "mark.c")
            with open(src, "w") as fh:
                fh.write(MARK_C)
            ok, _, err, msg = run(["cc", "-O1", "-shared", "-fPIC", "-o", self.mark, src])
            if not ok:
                raise SystemExit("bench-instructions: cannot build the scene mark (cc, valgrind/callgrind.h: "
                                 "Debian's valgrind package) (%s):\n%s" % (msg, tail(err)))

    def readable(self, binary):
        """valgrind 3.19 cannot read the DWARF 5 of a Swift build and gives up on the binary: a copy
        without the debug sections (symbols kept) is run instead."""
        copy = os.path.join(self.work, "ctlrender-%d" % len(self.origin))
        self.origin[copy] = binary
        ok, _, err, msg = run(["strip", "--strip-debug", "-o", copy, binary])
        if not ok:
            raise SystemExit("bench-instructions: strip --strip-debug %s failed (%s):\n%s" % (binary, msg, tail(err)))
        return copy

    def command(self, kind, binary, scene, n, memset=False):
        """The command of one run and the TSV peer name it prints its timing under."""
        a, py, d = self.a, self.a.python, self.a.peers
        w = str(a.warmup)
        if kind == "ctlrender":
            cmd = [binary, "bench", a.scenes, "--scene", scene, "--iterations", str(n), "--warmup", w]
            return (cmd if memset else cmd + ["--no-memset"]), "ctlrender"
        bench_args = ["--bench", str(n), "--warmup", w, "--out", os.path.join(self.work, "out_%s_%d" % (kind, n)),
                      "--only", ",".join(scene)]
        wrap = [py, os.path.join(a.root, "Scripts", "bench_instructions_peer.py"), self.mark, d]
        if kind == "blend2d":
            return wrap + ["render_blend2d.py", "--scenes", a.scenes] + bench_args, "blend2d"
        if kind == "skia-pic":
            return wrap + ["render_skia.py", "--picture", "--scenes", a.scenes] + bench_args, "skia-pic"
        if kind == "cairo_c":
            return [os.path.join(d, "render_cairo_c"), "--scenes", self.scenes_txt] + bench_args, "cairo_c"
        raise ValueError(kind)

    def execute(self, job):
        """Runs one job under valgrind. Returns {scene: instructions} (one scene for ctlrender, every
        scene the peer timed for a peer), recording errors and skips."""
        column, kind, binary, scene, n, memset = job
        with self.lock:
            self.count += 1
            k = self.count
        label = scene if isinstance(scene, str) else "(%d scenes)" % len(scene)
        what = "%-9s %-22s N=%-3d%s" % (column, label, n, " +memset" if memset else "")
        cmd, tsv_name = self.command(kind, binary, scene, n, memset)
        if kind == "ctlrender":
            out_file = os.path.join(self.work, "cachegrind.%s.%s.%d%s" % (column, scene, n, ".m" if memset else ""))
            vg = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "-q", "--cachegrind-out-file=" + out_file]
        else:
            out_file = os.path.join(self.work, "callgrind.%s.%d" % (column, n))
            vg = ["valgrind", "--tool=callgrind", "-q", "--dump-line=no", "--callgrind-out-file=" + out_file]
            if kind == "cairo_c":
                vg.append("--dump-before=cairo_surface_write_to_png")
        # Hash seeds fixed, so that dictionaries and sets do the same work in every run.
        env = dict(os.environ, PYTHONHASHSEED="0", SWIFT_DETERMINISTIC_HASHING="1")
        t0 = time.time()
        try:
            p = subprocess.run(vg + cmd, cwd=self.a.peers, env=env, capture_output=True, text=True,
                               timeout=self.a.timeout)
            ok, out, err = p.returncode == 0, p.stdout, p.stderr
            why = "" if ok else "exit status %d" % p.returncode
        except subprocess.TimeoutExpired:
            ok, out, err, why = False, "", "", "timed out after %d s" % self.a.timeout
        for line in err.splitlines():
            if line.startswith("# ") and kind not in self.versions and "skipped" not in line:
                self.versions[kind] = line[2:].strip()
        timed = [l.split("\t")[1] for l in out.splitlines() if l.startswith(tsv_name + "\t")]
        for line in err.splitlines():
            if line.startswith("# %s: skipped " % kind):
                name, reason = line.split("skipped ", 1)[1].split(": ", 1)
                self.skipped[(column, name)] = reason
        if not ok:
            detail = common.last_error(err)
            for s in ([scene] if isinstance(scene, str) else scene):
                self.errors.setdefault((column, s), why + (": " + detail if detail else ""))
            log("# [%d/%d] %s failed: %s%s" % (k, self.total, what, why, (": " + detail) if detail else ""))
            return {}
        if kind == "ctlrender":
            if scene not in timed:
                self.errors[(column, scene)] = "printed no timing for the scene"
                return {}
            counts = {scene: read_summary(out_file)}
        else:
            counts = self.segments(column, kind, out_file, timed)
        log("# [%d/%d] %s %15s Ir  %5.1f s" % (k, self.total, what, "{:,}".format(sum(counts.values())),
                                               time.time() - t0))
        return counts

    def segments(self, column, kind, base, timed):
        """{scene: Ir of its part} of a peer's callgrind run. Part 1 is the start-up; the part after
        a scene's mark is that scene's (it ends at the next mark, or at the program's end)."""
        parts = read_callgrind_parts(base)
        if kind == "cairo_c":
            marks = timed          # one cairo_surface_write_to_png per scene, in the order timed
        else:
            prefix = "Client Request: "
            marks = [t[len(prefix):] for t, _ in parts[:-1] if t.startswith(prefix)]
        if len(marks) != len(parts) - 1 or sorted(marks) != sorted(timed):
            for s in timed:
                self.errors[(column, s)] = ("%d scene marks for %d scenes timed: cannot tell the scenes' "
                                            "counts apart" % (len(parts) - 1, len(timed)))
            return {}
        return {s: ir for s, (_, ir) in zip(marks, parts[1:])}

    def measure(self, columns):
        """columns: [(column, kind, binary, needs_memset_correction)]. Returns
        {column: {scene: instructions per render}}."""
        jobs = []
        memset_ref = None
        for column, kind, binary, old in columns:
            if kind == "ctlrender":
                for s in self.names:
                    for n in self.ns(s):
                        jobs.append((column, kind, binary, s, n, old))
            else:
                for group in self.groups():
                    for n in self.ns(group[0]):
                        jobs.append((column, kind, binary, group, n, False))
        if any(c[3] for c in columns):
            memset_ref = next(c for c in columns if c[1] == "ctlrender" and not c[3])
            for s in self.names:
                for n in self.ns(s):
                    jobs.append(("memset", "ctlrender", memset_ref[2], s, n, True))
        # The slow starters (Python, Skia) first so that the pool's last jobs are short.
        order = {"skia-pic": 0, "blend2d": 1, "cairo_c": 2, "ctlrender": 3}
        size = lambda s: self.scenes[s].get("width", 0) * self.scenes[s].get("height", 0) if isinstance(s, str) \
            else max(self.scenes[x].get("width", 0) * self.scenes[x].get("height", 0) for x in s)
        jobs.sort(key=lambda j: (order[j[1]], -size(j[3])))
        self.total = len(jobs)
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, self.a.jobs)) as pool:
            results = list(pool.map(self.execute, jobs))
        raw = {}
        for (column, kind, binary, s, n, memset), counts in zip(jobs, results):
            for scene, ir in counts.items():
                raw.setdefault(column, {}).setdefault(scene, {})[n] = ir
        self.raw = raw
        per = {}
        self.linearity = {}
        for column in raw:
            for s, by_n in raw[column].items():
                ns = self.ns(s)
                if any(by_n.get(n) is None for n in ns):
                    continue
                n1, n2 = ns[0], ns[1]
                per.setdefault(column, {})[s] = (by_n[n2] - by_n[n1]) / (n2 - n1)
                if len(ns) == 3:
                    other = (by_n[ns[2]] - by_n[n2]) / (ns[2] - n2)
                    base = per[column][s]
                    self.linearity[(column, s)] = abs(other - base) / base if base > 0 else float("inf")
        # memset-corrected columns: (render + memset) - memset, the memset from the reference binary
        self.memset = {}
        if memset_ref:
            for s in self.names:
                with_m, without = per.get("memset", {}).get(s), per.get(memset_ref[0], {}).get(s)
                if with_m is not None and without is not None:
                    self.memset[s] = with_m - without
            for column, kind, binary, old in columns:
                if old:
                    for s in list(per.get(column, {})):
                        if s in self.memset:
                            per[column][s] -= self.memset[s]
                        else:
                            del per[column][s]
                            self.errors.setdefault((column, s), "no memset count to subtract")
        per.pop("memset", None)
        return per


def fmt_ir(v):
    return "—" if v is None else "{:,}".format(int(round(v)))


def fmt_ratio(v):
    return "—" if v is None else "%.2f" % v


def table(args, runner, columns, per, load0, load1):
    names = runner.names
    cols = [c[0] for c in columns]
    main = "ctlrender" if "ctlrender" in cols else None
    peers = [c for c in cols if c in PEERS]
    before = "before" if "before" in cols else None
    out = []
    out.append("Instructions per render (valgrind %s: Ir, (I(N2) − I(N1)) / (N2 − N1) with N1 and N2 timed renders "
               "after %d untimed; ctlrender: cachegrind, a process per scene; peers: callgrind, a part per scene)\n"
               % (valgrind_version(), args.warmup))
    head = ["scene", "N1/N2"] + cols
    if main and before:
        head.append("ctlrender ÷ before")
    if main:
        head += ["ctlrender ÷ " + p for p in peers]
    out.append("| " + " | ".join(head) + " |")
    out.append("|" + "|".join(["---"] + ["--:"] * (len(head) - 1)) + "|")

    def cell(c, s):
        v = per.get(c, {}).get(s)
        if v is not None:
            return fmt_ir(v)
        if (c, s) in runner.skipped:
            return "skipped"
        if (c, s) in runner.errors:
            return "failed"
        return "—"

    def ratio(a, b, s):
        x, y = per.get(a, {}).get(s), per.get(b, {}).get(s)
        return fmt_ratio(x / y) if x is not None and y else "—"

    for s in names:
        ns = runner.ns(s)
        row = [s, "%d/%d" % (ns[0], ns[1])] + [cell(c, s) for c in cols]
        if main and before:
            row.append(ratio(main, before, s))
        if main:
            row += [ratio(main, p, s) for p in peers]
        out.append("| " + " | ".join(row) + " |")
    common_set = [s for s in names if all(per.get(c, {}).get(s) is not None for c in cols)]
    if common_set:
        gm = {c: bench.geomean([per[c][s] for s in common_set]) for c in cols}
        row = ["geometric mean (%d scenes)" % len(common_set), ""] + [fmt_ir(gm[c]) for c in cols]
        if main and before:
            row.append(fmt_ratio(gm[main] / gm[before]))
        if main:
            row += [fmt_ratio(gm[main] / gm[p]) for p in peers]
        out.append("| " + " | ".join(row) + " |")
    out.append("")
    missing = [s for s in names if s not in common_set]
    if missing:
        out.append("Not in the geometric mean (a renderer skipped or failed it): %s." % ", ".join(missing))
    for (c, s), why in sorted(runner.skipped.items()):
        out.append("- %s skipped %s: %s" % (c, s, why))
    for (c, s), why in sorted(runner.errors.items()):
        out.append("- %s failed on %s: %s" % (c, s, why))
    if runner.memset:
        out.append("The `before` binary has no `--no-memset`: its counts have the memset yardstick subtracted, "
                   "measured per scene with the current binary (%s instructions per memset on %s)."
                   % (fmt_ir(max(runner.memset.values())), max(runner.memset, key=runner.memset.get)))
    if runner.linearity:
        worst = []
        for c in cols:
            mine = [(v, s) for (col, s), v in runner.linearity.items() if col == c]
            if mine:
                v, s = max(mine)
                worst.append("%s %.3f %% (%s)" % (c, 100 * v, s))
        out.append("Linearity check (--check): the per-render counts from (N1, N2) and from (N2, 2·N2 − N1) "
                   "differ by at most: %s." % ", ".join(worst))
    binaries = ", ".join("%s = %s" % (c[0], runner.origin[c[2]]) for c in columns if c[1] == "ctlrender")
    vers = "; ".join("%s: %s" % (k, v) for k, v in sorted(runner.versions.items()))
    out.append("%s; %s. Load average %s → %s (instruction counts do not depend on it). git %s. %s."
               % (bench.machine_line(), binaries, load0, load1, bench.git_rev(args.root), vers))
    return "\n".join(out) + "\n"


def valgrind_version():
    try:
        return subprocess.run(["valgrind", "--version"], capture_output=True, text=True).stdout.strip() \
            .replace("valgrind-", "")
    except OSError:
        return "?"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--peers", required=True, help="writable peers folder with venv (set by the shell script)")
    ap.add_argument("--built", required=True, help="the release ctlrender built from this tree")
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--ctlrender", action="append", default=[], metavar="PATH",
                    help="ctlrender binary to count (default: the one built from this tree); given twice, "
                         "the first is `before`, the second `ctlrender`")
    ap.add_argument("--compare", default=None, metavar="OLD", help="also count this older ctlrender binary "
                    "(column `before`, and the ratio ctlrender ÷ before)")
    ap.add_argument("--scenes", default=None, help="scene file (default: the peers' scenes.json)")
    ap.add_argument("--only", default=None, help="comma-separated scene names")
    ap.add_argument("--with", dest="renderers_csv", default=",".join(RENDERERS),
                    help="renderers to count (default: %s)" % ",".join(RENDERERS))
    ap.add_argument("--n1", type=int, default=None, help="renders of the first run (default 4; 2 for a "
                    "scene of %d pixels or more)" % BIG_PIXELS)
    ap.add_argument("--n2", type=int, default=None, help="renders of the second run (default 20; 6 for a big scene)")
    ap.add_argument("--warmup", type=int, default=1, help="untimed renders before them, the same in both runs "
                    "(default 1)")
    ap.add_argument("--jobs", "-j", type=int, default=2, help="valgrind processes at once (default 2)")
    ap.add_argument("--check", action="store_true", help="a third run with 2·N2 − N1 renders: reports how far "
                    "the per-render count from (N2, N3) is from the one from (N1, N2)")
    ap.add_argument("--out", default=None, help="also write the Markdown table to this file")
    ap.add_argument("--tsv", default=None, help="also write every raw count (column, scene, N, instructions)")
    ap.add_argument("--keep", default=None, metavar="DIR", help="keep the cachegrind output files in DIR "
                    "(for cg_annotate)")
    ap.add_argument("--timeout", type=int, default=3600, help="seconds allowed to one run (default 3600)")
    a = ap.parse_args()
    a.python = sys.executable
    a.scenes = os.path.abspath(a.scenes or os.path.join(a.peers, "scenes.json"))
    a.renderers = [p for p in a.renderers_csv.split(",") if p]
    bad = [p for p in a.renderers if p not in RENDERERS]
    if bad:
        raise SystemExit("bench-instructions: unknown renderer %s (known: %s)" % (", ".join(bad), ", ".join(RENDERERS)))
    if len(a.ctlrender) > 2 or (len(a.ctlrender) == 2 and a.compare):
        raise SystemExit("bench-instructions: at most two ctlrender binaries (--ctlrender twice, or --compare)")
    if a.n1 is not None or a.n2 is not None:
        if a.n1 is None or a.n2 is None or not 0 <= a.n1 < a.n2:
            raise SystemExit("bench-instructions: give --n1 and --n2 together, 0 ≤ N1 < N2")
    if a.warmup < 0 or a.jobs < 1:
        raise SystemExit("bench-instructions: --warmup must be ≥ 0 and --jobs ≥ 1")
    if shutil.which("valgrind") is None:
        raise SystemExit("bench-instructions: valgrind is not installed (Debian: apt-get install valgrind)")
    new = a.ctlrender[-1] if a.ctlrender else a.built
    old = a.compare or (a.ctlrender[0] if len(a.ctlrender) == 2 else None)
    scenes = common.load_scene_list(a.scenes, a.only)
    runner = Runner(a, scenes)
    try:
        columns = []
        if "ctlrender" in a.renderers:
            for label, binary in ([("before", old)] if old else []) + [("ctlrender", new)]:
                binary = os.path.abspath(binary)
                if not os.access(binary, os.X_OK):
                    raise SystemExit("bench-instructions: %s is not an executable file" % binary)
                columns.append((label, "ctlrender", runner.readable(binary), not supports_no_memset(binary)))
            if all(c[3] for c in columns):
                # Only a memset-capable binary can measure what the others' memsets cost.
                if not supports_no_memset(a.built):
                    raise SystemExit("bench-instructions: no ctlrender binary given has `bench --no-memset` "
                                     "(build this tree's, or give one that has it)")
                columns.append(("memset-ref", "ctlrender", runner.readable(os.path.abspath(a.built)), False))
        elif old:
            raise SystemExit("bench-instructions: --compare needs ctlrender in --with")
        columns += [(p, p, None, False) for p in PEERS if p in a.renderers]
        runner.prepare()
        load0 = bench.loadavg()
        t0 = time.time()
        per = runner.measure(columns)
        log("# %d valgrind runs in %.0f s" % (runner.total, time.time() - t0))
        load1 = bench.loadavg()
        columns = [c for c in columns if c[0] != "memset-ref"]
        text = table(a, runner, columns, per, load0, load1)
        print(text, end="")
        if a.out:
            with open(a.out, "w") as fh:
                fh.write(text)
        if a.tsv:
            with open(a.tsv, "w") as fh:
                fh.write("column\tscene\titerations\tinstructions\n")
                for column, by_scene in sorted(runner.raw.items()):
                    for s, by_n in by_scene.items():
                        for n, ir in sorted(by_n.items()):
                            fh.write("%s\t%s\t%d\t%s\n" % (column, s, n, "" if ir is None else ir))
    finally:
        runner.close()
    return 1 if runner.errors else 0


if __name__ == "__main__":
    sys.exit(main())
