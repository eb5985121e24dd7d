"""Times the asset pipeline and single commands of ctlrender, whole process (see Scripts/README.md).

Manifests are generated from `ctlrender list`, so every control present is measured:
  all-controls  every control in both looks, states "all", scales 1, 2, 3
  200-assets    200 assets cycling through the controls, looks and a few tints
Each timing is R rounds; the table gives the median and the spread (min…max) in seconds.

The second table (--pipeline, or alone with --pipeline-only) breaks the all-controls build down per
image: `ctlrender build --timings` phase totals (median of R rounds) at --jobs 1 and all cores, process
start-up (`ctlrender --version`), and the floor: the same PNGs decoded into memory, then only encoded
and written as the build writes them (`ctlrender bench-png --write`).
"""
import argparse, json, os, shutil, statistics, subprocess, tempfile, time

def run(cmd):
    t = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    dt = time.perf_counter() - t
    if p.returncode != 0:
        raise SystemExit(f"bench-build: {' '.join(cmd)} failed ({p.returncode}):\n{p.stderr}")
    return dt

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ctlrender", required=True)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--format", default="xcassets")
    ap.add_argument("--pipeline", action="store_true", help="also print the per-image breakdown")
    ap.add_argument("--pipeline-only", action="store_true", help="print only the per-image breakdown")
    a = ap.parse_args()
    exe = a.ctlrender
    controls = [l.split()[0] for l in subprocess.check_output([exe, "list"], text=True).splitlines() if l.strip()]
    work = tempfile.mkdtemp(prefix="ctlrender-bench-build-")
    try:
        everything = {"name": "All", "assets": [
            {"name": f"{c.title().replace('-', '')}{look.title()}", "control": c, "look": look, "states": "all"}
            for c in controls for look in ("flat", "classic")]}
        tints = [None, "#ff3b30", "#4cd964", "#5856d6"]
        many = {"name": "Many", "assets": []}
        for i in range(200):
            c = controls[i % len(controls)]
            asset = {"name": f"Asset{i:03d}", "control": c, "look": ("flat", "classic")[(i // len(controls)) % 2],
                     "states": "all"}
            if tints[i % 4]:
                asset["tint"] = tints[i % 4]
            many["assets"].append(asset)
        paths = {}
        for name, m in (("all", everything), ("many", many)):
            paths[name] = os.path.join(work, f"{name}.json")
            with open(paths[name], "w") as f:
                json.dump(m, f)
        images = lambda m: sum(1 for _ in m["assets"])
        if a.pipeline_only:
            pipeline(a, exe, paths["all"], len(everything["assets"]), work)
            return
        rows = []
        def timing(label, cmd, before=None):
            times = []
            for _ in range(a.rounds):
                if before:
                    before()
                times.append(run(cmd))
            rows.append((label, statistics.median(times), min(times), max(times)))
        out = os.path.join(work, "out")
        clean = lambda: shutil.rmtree(out, ignore_errors=True)
        fmt = ["--format", a.format]
        cores = os.cpu_count()
        timing(f"all controls × states × 3 scales ({len(everything['assets'])} assets), --jobs 1",
               [exe, "build", paths["all"], "-o", out, "--jobs", "1", "--quiet"] + fmt, clean)
        timing(f"all controls × states × 3 scales, --jobs {cores} (all cores)",
               [exe, "build", paths["all"], "-o", out, "--quiet"] + fmt, clean)
        timing("200 assets, first run (all cores)", [exe, "build", paths["many"], "-o", out, "--quiet"] + fmt, clean)
        run([exe, "build", paths["many"], "-o", out, "--quiet"] + fmt)
        timing("200 assets, second run (incremental, nothing changed)",
               [exe, "build", paths["many"], "-o", out, "--quiet"] + fmt)
        png = os.path.join(work, "one.png")
        timing("ctlrender button --state highlighted -o one.png" if "button" in controls else
               f"ctlrender {controls[0]} -o one.png",
               [exe, "button" if "button" in controls else controls[0], "--state", "highlighted", "-o", png])
        timing("ctlrender catalog --scale 2", [exe, "catalog", "--scale", "2", "-o", png])
        files = sum(len(fs) for _, _, fs in os.walk(out))
        load = os.getloadavg()
        print(f"| what | median s | min…max s |\n|---|--:|--:|")
        for label, med, lo, hi in rows:
            print(f"| {label} | {med:.3f} | {lo:.3f}…{hi:.3f} |")
        print(f"\n{a.rounds} rounds; format {a.format}; {files} files in the 200-asset output; "
              f"{cores} cores; load average {load[0]:.2f} at the end; "
              f"{subprocess.check_output([exe, '--version'], text=True).strip()}")
        if a.pipeline:
            print()
            pipeline(a, exe, paths["all"], len(everything["assets"]), work)
    finally:
        shutil.rmtree(work, ignore_errors=True)

def timed_build(cmd):
    """Runs `ctlrender build … --timings`: the whole process's wall and CPU milliseconds, and each
    phase's (wall, CPU) milliseconds from the report."""
    before = os.times()
    t = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = (time.perf_counter() - t) * 1000
    after = os.times()
    cpu = (after.children_user + after.children_system - before.children_user - before.children_system) * 1000
    if p.returncode != 0:
        raise SystemExit(f"bench-build: {' '.join(cmd)} failed ({p.returncode}):\n{p.stderr}")
    phases = {"process": (wall, cpu)}
    for line in p.stderr.splitlines():
        f = line.split("\t")
        if len(f) == 4 and not line.startswith(("#", "phase\t")):
            phases[("worker " if f[0].startswith("  ") else "") + f[0].strip()] = (float(f[1]), float(f[2]))
    if "total" not in phases:
        raise SystemExit(f"bench-build: no --timings report from {' '.join(cmd)}:\n{p.stderr}")
    return phases

def pipeline(a, exe, manifest, assets, work):
    """The per-image breakdown of the all-controls build, and the floor (encode + write only)."""
    out = os.path.join(work, "pipeline-out")
    cores = os.cpu_count()
    columns = []
    for jobs in (1, cores):
        runs = []
        for _ in range(a.rounds):
            shutil.rmtree(out, ignore_errors=True)
            runs.append(timed_build([exe, "build", manifest, "-o", out, "--jobs", str(jobs), "--quiet",
                                     "--timings", "--format", a.format]))
        columns.append((jobs, {k: tuple(statistics.median(r[k][c] for r in runs) for c in (0, 1)) for k in runs[0]}))
    pngs = sorted(os.path.join(d, f) for d, _, fs in os.walk(out) for f in fs if f.endswith(".png"))
    n = len(pngs)
    startup = []
    for _ in range(a.rounds):
        before = os.times()
        wall = run([exe, "--version"]) * 1000
        after = os.times()
        startup.append((wall, (after.children_user + after.children_system
                               - before.children_user - before.children_system) * 1000))
    startup = tuple(statistics.median(s[c] for s in startup) for c in (0, 1))
    floors = []
    for jobs in (1, cores):
        dest = os.path.join(work, "floor")
        shutil.rmtree(dest, ignore_errors=True)
        p = subprocess.run([exe, "bench-png", "--write", dest, "--jobs", str(jobs), "--rounds", str(a.rounds)] + pngs,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if p.returncode != 0:
            raise SystemExit(f"bench-build: bench-png --write failed ({p.returncode}):\n{p.stderr}")
        head, values = p.stdout.splitlines()[:2]
        floors.append(dict(zip(head.split("\t"), map(float, values.split("\t")))))
    built = sum(os.path.getsize(f) for f in pngs)
    if int(floors[0]["bytes"]) != built:
        raise SystemExit(f"bench-build: re-encoding the build's PNGs gave {int(floors[0]['bytes'])} bytes, "
                         f"the build wrote {built}: not the same encoder settings")
    per = lambda pair: f"{pair[0] / n:.3f} / {pair[1] / n:.3f}"
    head = " | ".join(f"--jobs {j}" for j, _ in columns)
    print(f"| ms per image, wall / CPU ({n} PNGs, {assets} assets, format {a.format}) | {head} |")
    print("|---|" + "--:|" * len(columns))
    def line(label, values):
        print(f"| {label} | " + " | ".join(values) + " |")
    diff = lambda x, y: (x[0] - y[0], x[1] - y[1])
    line("**whole process**", [per(ph["process"]) for _, ph in columns])
    line("outside the command: process start-up and exit", [per(diff(ph["process"], ph["total"])) for _, ph in columns])
    line("(for scale: all of `ctlrender --version`, per image)", [per(startup)] * len(columns))
    labels = {"total": "in the command (--timings total)", "manifest": "· manifest: read, check, hash inputs",
              "setup": "· setup: folder, lock, record", "fonts": "· fonts: load the bundled faces",
              "assets": "· assets: the workers' section", "worker check": "·· up-to-date check",
              "worker draw": "·· draw", "worker encode": "·· PNG encode",
              "worker write": "·· write (temporary file, rename)", "worker digest": "·· digest of the bytes",
              "worker files": "·· Contents.json, nine-patches, state lists",
              "worker other": "·· other (taking the next asset, recording it)",
              "worker idle": "·· idle (a worker done before the others)",
              "finish": "· finish: catalog Contents.json, stale files, record", "other": "· other"}
    for key, label in labels.items():
        line(label, [per(ph.get(key, (0, 0))) for _, ph in columns])
    line("**floor: encode + write the same PNGs (bench-png --write)**", [per((f["wall_ms"], f["cpu_ms"])) for f in floors])
    line("· floor: encode", [per((f["encode_ms"], f["encode_cpu_ms"])) for f in floors])
    line("· floor: write + digest", [per((f["write_ms"], f["write_cpu_ms"])) for f in floors])
    line("whole process ÷ floor", [f"{ph['process'][0] / f['wall_ms']:.2f}× / {ph['process'][1] / f['cpu_ms']:.2f}×"
                                   for (_, ph), f in zip(columns, floors)])
    load = os.getloadavg()
    print(f"\nMedians of {a.rounds} rounds (floor: fastest). CPU is user + system time (the process's; for ·· "
          f"rows the worker threads', summed over the workers, as are their wall times: at --jobs {cores} those add "
          f"up to the workers' section × {cores}). Wall above CPU is waiting (for a core, for the disk). "
          f"{built} bytes of PNG; {cores} cores; load average {load[0]:.2f} at the end.")

main()
