"""Times the asset pipeline and single commands of ctlrender, whole process (see Scripts/README.md).

Manifests are generated from `ctlrender list`, so every control present is measured:
  all-controls  every control in both looks, states "all", scales 1, 2, 3
  200-assets    200 assets cycling through the controls, looks and a few tints
Each timing is R rounds; the table gives the median and the spread (min…max) in seconds.
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
    finally:
        shutil.rmtree(work, ignore_errors=True)

main()
