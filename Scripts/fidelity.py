#!/usr/bin/env python3
"""Pixel fidelity of ctlrender against the reference peers (or resvg's own renders).

    Scripts/fidelity [--only a,b] [--diff-images DIR]      # peers' scenes vs Blend2D and cairo
    Scripts/fidelity --resvg [--only a,b] [--diff-images DIR]   # resvg subset vs resvg's PNGs

(Scripts/fidelity builds ctlrender and prepares the peers, then runs this file with
the peers' interpreter.) Images are compared in premultiplied RGBA (see common.py).

Peers mode rule, per scene: PASS if against at least one of Blend2D and cairo
  flat max <= 2 (<= 6 for the stacked-translucent scenes), MAE <= 1.0 and
  at most 1 % of the pixels off by more than 32.
resvg mode rule, per scene: MAE <= 1.0 and at most 1 % of the pixels off by more than 32.
Exit status 1 when a scene fails.
"""
import argparse
import os
import sys

import common

log, run, tail = common.log, common.run, common.tail

JUDGES = ["blend2d", "cairo"]          # the peers a scene is held against
STACKED = {"triangles_1024", "contact_sheet_500"}   # many translucent layers: rounding adds up
FLAT_MAX, FLAT_MAX_STACKED, MAE_MAX, PCT32_MAX = 2, 6, 1.0, 1.0


class Renderer:
    """Runs `ctlrender draw FILE --all -o DIR`; scenes it drew no PNG for are retried one by one
    to get each one's error message. After draw(): self.errors = {scene: message}."""

    def __init__(self, binary, timeout):
        self.binary = binary
        self.timeout = timeout
        self.errors = {}

    def draw(self, scene_file, names, out_dir, only=False):
        os.makedirs(out_dir, exist_ok=True)
        for n in names:                      # no stale PNG may pass for a fresh one
            p = os.path.join(out_dir, n + ".png")
            if os.path.exists(p):
                os.remove(p)
        if not only:
            ok, _, err, why = run([self.binary, "draw", scene_file, "--all", "-o", out_dir], timeout=self.timeout)
            if not ok:
                log("# ctlrender draw --all %s: %s\n%s" % (os.path.basename(scene_file), why, tail(err, 6)))
        for n in names:
            png = os.path.join(out_dir, n + ".png")
            if os.path.exists(png):
                continue
            ok, _, err, why = run([self.binary, "draw", scene_file, "--scene", n, "-o", png], timeout=self.timeout)
            if not ok or not os.path.exists(png):
                detail = common.last_error(err)
                self.errors[n] = (why or "wrote no PNG") + (": " + detail if detail else "")
                log("# ctlrender failed on %s: %s" % (n, self.errors[n]))


def ensure_peer_pngs(peers_dir, python, names, timeout):
    """Renders a judge's PNGs (without --bench) where some are missing. Blend2D skips
    dashes_200x120 on purpose (it ignores dash arrays): that PNG is expected to be absent."""
    for peer in JUDGES:
        out = os.path.join(peers_dir, "out_" + peer)
        missing = [n for n in names if not os.path.exists(os.path.join(out, n + ".png"))]
        if peer == "blend2d":
            missing = [n for n in missing if n != "dashes_200x120"]
        if not missing and os.path.isdir(out):
            continue
        log("# rendering %d scene(s) with %s" % (len(missing), peer))
        cmd = [python, os.path.join(peers_dir, "render_%s.py" % peer)]
        if len(missing) < len(names):
            cmd += ["--only", ",".join(missing)]
        ok, _, err, why = run(cmd, cwd=peers_dir, timeout=timeout)
        if not ok:
            log("# %s failed (%s); its missing scenes are compared with the other peer only\n%s" % (
                peer, why, tail(err)))


def fmt_row(cells):
    return "| " + " | ".join(str(c) for c in cells) + " |"


def metric_cells(m):
    return [m["max"], m["gt2"], m["gt8"], m["gt32"], "%.3f" % m["mae"], "%.2f" % m["pct32"]]


def verdict(m, flat_limit):
    """'' if m meets the rule, else the reasons."""
    why = []
    if flat_limit is not None and m["flat_max"] > flat_limit:
        why.append("flat max %d > %d" % (m["flat_max"], flat_limit))
    if m["mae"] > MAE_MAX:
        why.append("MAE %.2f > %.1f" % (m["mae"], MAE_MAX))
    if m["pct32"] > PCT32_MAX:
        why.append("%.2f %% px >32 > %.0f %%" % (m["pct32"], PCT32_MAX))
    return "; ".join(why)


def load_pair(ours, theirs):
    """(a, b, error): both premultiplied, or an error message."""
    try:
        a = common.load_premul(ours)
    except Exception as e:          # a broken PNG of ours is a failure, not a crash of the script
        return None, None, "cannot read our PNG %s: %s" % (ours, e)
    try:
        b = common.load_premul(theirs)
    except Exception as e:
        return None, None, "cannot read %s: %s" % (theirs, e)
    if a.shape != b.shape:
        return None, None, "size %dx%d, reference %dx%d" % (a.shape[1], a.shape[0], b.shape[1], b.shape[0])
    return a, b, ""


def peers_mode(args):
    scene_file = os.path.join(args.peers, "scenes.json")
    scenes = common.load_scene_list(scene_file, args.only)
    names = [s["name"] for s in scenes]
    ours_dir = os.path.join(args.peers, "out_ctlrender")
    r = Renderer(args.ctlrender, args.timeout)
    log("# drawing %d scenes with ctlrender into %s" % (len(names), ours_dir))
    r.draw(scene_file, names, ours_dir, only=bool(args.only))
    ensure_peer_pngs(args.peers, args.python, names, args.timeout)

    results = {}            # (scene, peer) -> metrics dict or error string
    for n in names:
        ours = os.path.join(ours_dir, n + ".png")
        for peer in JUDGES:
            theirs = os.path.join(args.peers, "out_" + peer, n + ".png")
            if not os.path.exists(theirs):
                results[(n, peer)] = None            # the peer has no image of it
                continue
            if n in r.errors:
                results[(n, peer)] = "ctlrender failed"
                continue
            a, b, err = load_pair(ours, theirs)
            results[(n, peer)] = err or common.compare(a, b)

    print("# ctlrender fidelity against Blend2D and cairo (%d scenes of %s)" % (len(names),
                                                                                  os.path.basename(scene_file)))
    print()
    print("Premultiplied RGBA, 0-255. `max` largest channel difference; `>2 >8 >32` pixels whose largest "
          "channel difference exceeds that; `MAE` mean absolute difference over all channels; `%% >32` share "
          "of pixels off by more than 32; `flat max` largest difference where the 3×3 neighbourhood ranges "
          "≤ 8 in both images (away from edges). Rule: PASS if against at least one peer flat max ≤ %d "
          "(≤ %d for stacked translucent scenes: %s), MAE ≤ %.1f and ≤ %.0f %% of pixels off by > 32." % (
              FLAT_MAX, FLAT_MAX_STACKED, ", ".join(sorted(STACKED)), MAE_MAX, PCT32_MAX))
    for peer in JUDGES:
        print()
        print("## vs %s" % peer)
        print()
        print(fmt_row(["scene", "max", ">2", ">8", ">32", "MAE", "% >32", "flat max", "rule"]))
        print("|---|--:|--:|--:|--:|--:|--:|--:|---|")
        for n in names:
            m = results[(n, peer)]
            if m is None:
                print(fmt_row([n, "n/a", "", "", "", "", "", "", "no %s image" % peer]))
            elif isinstance(m, str):
                print(fmt_row([n, "—", "", "", "", "", "", "", m]))
            else:
                limit = FLAT_MAX_STACKED if n in STACKED else FLAT_MAX
                v = verdict(m, limit)
                print(fmt_row([n] + metric_cells(m) + [m["flat_max"], v or "ok"]))

    print()
    print("## Verdict")
    print()
    print(fmt_row(["scene", "verdict", "passes against", "why not"]))
    print("|---|---|---|---|")
    passed = failed = 0
    for n in names:
        limit = FLAT_MAX_STACKED if n in STACKED else FLAT_MAX
        good, why = [], []
        for peer in JUDGES:
            m = results[(n, peer)]
            if m is None:
                continue
            if isinstance(m, str):
                why.append("%s: %s" % (peer, m))
                continue
            v = verdict(m, limit)
            (why.append("%s: %s" % (peer, v)) if v else good.append(peer))
        if n in r.errors:
            why = ["ctlrender: " + r.errors[n]]
        elif not any(results[(n, p)] is not None for p in JUDGES):
            why = ["no peer image to compare with"]
        ok = bool(good)
        passed += ok
        failed += not ok
        print(fmt_row([n, "PASS" if ok else "**FAIL**", ", ".join(good) or "—", "" if ok else "; ".join(why)]))
        if not ok and args.diff_images:
            write_diffs(args.diff_images, n, {p: results[(n, p)] for p in JUDGES})
    print()
    print("%d passed, %d failed" % (passed, failed))

    exact_check(args, r)
    return failed


def write_diffs(folder, name, by_peer):
    os.makedirs(folder, exist_ok=True)
    for peer, m in by_peer.items():
        if isinstance(m, dict):
            common.write_diff(os.path.join(folder, "%s_vs_%s.png" % (name, peer)), m["px"])


def exact_check(args, r):
    """The peers' exact_check.py with our PNGs of exact.json: coverage error against exact area."""
    exact_file = os.path.join(args.peers, "exact.json")
    print()
    print("## Coverage against exact area (exact_check.py)")
    print()
    if not os.path.exists(exact_file):
        print("skipped: no %s" % exact_file)
        return
    out = os.path.join(args.peers, "exact_png", "ctlrender")   # exact_check labels rows by the folder name
    names = [s["name"] for s in common.load_scene_list(exact_file)]
    before = dict(r.errors)
    r.draw(exact_file, names, out)
    for n in names:
        if n in r.errors and n not in before:
            print("ctlrender failed on %s: %s  " % (n, r.errors.pop(n)))
    ok, stdout, err, why = run([args.python, os.path.join(args.peers, "exact_check.py"), "--png-dir", out],
                               cwd=args.peers, timeout=args.timeout)
    print(stdout.rstrip())
    if not ok:
        print("exact_check.py failed (%s):\n%s" % (why, tail(err)))
    print()
    print("Alpha of an opaque black shape vs its exact area coverage ×255 (64×64 samples per pixel); "
          "`edge px` = pixels with 0 < exact coverage < 255.")


def resvg_mode(args):
    scene_file = os.path.join(args.resvg, "scenes.json")
    refs = os.path.join(args.resvg, "refs")
    scenes = common.load_scene_list(scene_file, args.only)
    names = [s["name"] for s in scenes]
    ours_dir = os.path.join(args.peers, "out_resvg_ctlrender")
    r = Renderer(args.ctlrender, args.timeout)
    log("# drawing %d resvg scenes with ctlrender into %s" % (len(names), ours_dir))
    r.draw(scene_file, names, ours_dir, only=bool(args.only))

    print("# ctlrender fidelity against resvg's renders (%d scenes of %s)" % (len(names), args.resvg))
    print()
    print("Premultiplied RGBA, 0-255 (references decoded to RGBA from palette / grey+alpha PNGs). "
          "Rule: MAE ≤ %.1f and ≤ %.0f %% of pixels off by > 32." % (MAE_MAX, PCT32_MAX))
    print()
    print(fmt_row(["scene", "max", ">2", ">8", ">32", "MAE", "% >32", "verdict", "why not"]))
    print("|---|--:|--:|--:|--:|--:|--:|---|---|")
    passed = failed = 0
    for n in names:
        ref = os.path.join(refs, n + ".png")
        if n in r.errors:
            m, err = None, "ctlrender: " + r.errors[n]
        elif not os.path.exists(ref):
            m, err = None, "no reference " + ref
        else:
            a, b, err = load_pair(os.path.join(ours_dir, n + ".png"), ref)
            m = common.compare(a, b, flat=False) if not err else None
        why = err or verdict(m, None)
        ok = not why
        passed += ok
        failed += not ok
        cells = metric_cells(m) if m else ["—", "", "", "", "", ""]
        print(fmt_row([n] + cells + ["PASS" if ok else "**FAIL**", why]))
        if not ok and m and args.diff_images:
            write_diffs(args.diff_images, n, {"resvg": m})
    print()
    print("%d passed, %d failed" % (passed, failed))
    return failed


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--peers", required=True, help="writable peers folder with venv (set by Scripts/fidelity)")
    ap.add_argument("--ctlrender", required=True, help="the ctlrender binary")
    ap.add_argument("--resvg", nargs="?", const="", default=None, metavar="DIR",
                    help="compare the resvg subset with resvg's PNGs instead (DIR default ../shared/resvg-subset)")
    ap.add_argument("--only", default=None, help="comma-separated scene names")
    ap.add_argument("--diff-images", default=None, metavar="DIR",
                    help="write |diff|×8 images of failing scenes to DIR/<scene>_vs_<reference>.png")
    ap.add_argument("--timeout", type=int, default=1800, help="seconds allowed to one renderer run (default 1800)")
    args = ap.parse_args()
    args.python = sys.executable
    args.peers = os.path.abspath(args.peers)
    if args.diff_images:
        args.diff_images = os.path.abspath(args.diff_images)
    if args.resvg is not None:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        args.resvg = os.path.abspath(args.resvg or os.environ.get("CTL_RESVG_DIR") or
                                     os.path.join(root, "..", "shared", "resvg-subset"))
        if not os.path.exists(os.path.join(args.resvg, "scenes.json")):
            raise SystemExit("fidelity: no scenes.json in %s (give --resvg DIR or set CTL_RESVG_DIR)" % args.resvg)
        failed = resvg_mode(args)
    else:
        failed = peers_mode(args)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
