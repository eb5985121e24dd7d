"""Shared helpers of Scripts/bench.py and Scripts/fidelity.py: running commands,
reading scene files, and comparing images in premultiplied RGBA.

Image metrics follow the peers' compare.py so that our numbers and theirs mean the same:
PNGs are straight alpha; each is re-premultiplied with p = (c*a + 127) // 255 before
comparing, so colour in (nearly) transparent pixels, which nobody sees, cannot count.
"""
import json
import subprocess
import sys


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def run(cmd, cwd=None, timeout=None):
    """Runs cmd, capturing its output. Returns (ok, stdout, stderr, why), why = '' when ok."""
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        def text(b):
            return b.decode(errors="replace") if isinstance(b, bytes) else (b or "")
        return False, text(e.stdout), text(e.stderr), "timed out after %d s" % timeout
    except OSError as e:
        return False, "", "", "cannot run %s: %s" % (cmd[0], e)
    if p.returncode < 0:
        return False, p.stdout, p.stderr, "killed by signal %d (crash?)" % -p.returncode
    if p.returncode != 0:
        return False, p.stdout, p.stderr, "exit status %d" % p.returncode
    return True, p.stdout, p.stderr, ""


def tail(text, n=4):
    """The last n non-empty lines of text, indented, for error reports."""
    lines = [l for l in (text or "").strip().splitlines() if l.strip()]
    return "\n".join("    " + l for l in lines[-n:])


def last_error(text):
    """The last line of a tool's stderr that is not a '# ' comment line, or ''."""
    lines = [l.strip() for l in (text or "").splitlines() if l.strip() and not l.startswith("#")]
    return lines[-1] if lines else ""


def load_scene_list(path, only=None):
    """The scenes of a collection file (name, width, height, ops), in file order, optionally
    only those named in the comma-separated `only`."""
    try:
        with open(path) as fh:
            doc = json.load(fh)
    except (OSError, ValueError) as e:
        raise SystemExit("cannot read the scene file %s: %s" % (path, e))
    scenes = doc["scenes"] if isinstance(doc, dict) and "scenes" in doc else [doc]
    if only:
        want = [n for n in only.split(",") if n]
        unknown = [n for n in want if n not in {s.get("name") for s in scenes}]
        if unknown:
            raise SystemExit("%s has no scene named %s" % (path, ", ".join(unknown)))
        scenes = [s for s in scenes if s.get("name") in want]
    return scenes


# ---------------------------------------------------------------- images (numpy / Pillow: the peers' venv)

def load_premul(path):
    """A PNG of any colour type (palette, grey + alpha, RGB, RGBA) as premultiplied RGBA int16."""
    import numpy as np
    from PIL import Image
    with Image.open(path) as im:
        a = np.asarray(im.convert("RGBA")).astype(np.uint32)
    out = a.copy()
    out[..., :3] = (a[..., :3] * a[..., 3:4] + 127) // 255
    return out.astype(np.int16)


def local_range(img):
    """Per pixel: max - min over its 3x3 neighbourhood (edge pixels repeated), largest over channels."""
    import numpy as np
    h, w, _ = img.shape
    p = np.pad(img, ((1, 1), (1, 1), (0, 0)), mode="edge")
    mx = img.copy()
    mn = img.copy()
    for dy in range(3):
        for dx in range(3):
            s = p[dy:dy + h, dx:dx + w]
            np.maximum(mx, s, out=mx)
            np.minimum(mn, s, out=mn)
    return (mx - mn).max(axis=2)


def compare(a, b, flat=True):
    """Disagreement of two premultiplied RGBA images of one size.

    Returns dict: max (largest channel difference, 0-255), gt2 / gt8 / gt32 (pixels whose
    largest channel difference exceeds 2 / 8 / 32), mae (mean |difference| over all channels
    of all pixels, 0-255 units), pct32 (gt32 in percent of the pixels), flat_max (largest
    difference over pixels whose 3x3 neighbourhood ranges <= 8 in both images: away from
    anti-aliased edges; 0 when there are none), and px (per-pixel largest difference, for
    diff images)."""
    import numpy as np
    d = np.abs(a - b)
    px = d.max(axis=2)
    n = px.size
    r = dict(max=int(d.max()), gt2=int((px > 2).sum()), gt8=int((px > 8).sum()), gt32=int((px > 32).sum()),
             mae=float(d.mean()), pixels=n, px=px)
    r["pct32"] = 100.0 * r["gt32"] / n
    if flat:
        mask = (local_range(a) <= 8) & (local_range(b) <= 8)
        r["flat_max"] = int(px[mask].max()) if mask.any() else 0
    return r


def write_diff(path, px):
    """|difference| x 8 (largest over channels), clipped to 255, as a grey PNG."""
    import numpy as np
    from PIL import Image
    Image.fromarray(np.minimum(px.astype(np.int32) * 8, 255).astype(np.uint8), "L").save(path)


def write_results(text, rounds, renderers, out=None, tsv=None, first_column="peer", second_column="scene"):
    """Print the Markdown table; also write it to `out` and every round median to `tsv` when given."""
    print(text, end="")
    if out:
        with open(out, "w") as fh:
            fh.write(text)
    if tsv:
        with open(tsv, "w") as fh:
            fh.write("%s\t%s\tround\tmedian_us\n" % (first_column, second_column))
            for p in renderers:
                for s, v in rounds[p].items():
                    for i, us in enumerate(v):
                        fh.write("%s\t%s\t%d\t%.1f\n" % (p, s, i + 1, us))

