"""Runs one of the peers' Python renderers (render_blend2d.py, render_skia.py) for
Scripts/bench-instructions, under callgrind, with its own --bench arguments.

One change to the peer's run, outside the timed loop: the PNG it writes of each scene before
timing is not written (encoding a 2048x2048 PNG under valgrind takes a minute and measures
nothing of interest); in its place the scene's start is marked for callgrind by a call of
MARK.so's ctl_instr_mark(name) (built by bench_instructions.py from callgrind.h), whose client
request CALLGRIND_DUMP_STATS_AT makes callgrind write the instructions counted since the last
mark to a file of their own, named for the scene. So one process yields one count per scene.

    python bench_instructions_peer.py MARK.so PEERS_DIR SCRIPT.py ARGS...
"""
import ctypes
import os
import runpy
import sys

mark_library, peers, script = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path.insert(0, peers)
import scenelib  # noqa: E402  (the peers' folder is on the path only now)

_mark = ctypes.CDLL(mark_library).ctl_instr_mark
_mark.argtypes = [ctypes.c_char_p]


def mark_scene(path, pixels):
    _mark(os.path.splitext(os.path.basename(path))[0].encode())


scenelib.write_png = mark_scene
sys.argv = [script] + sys.argv[4:]
runpy.run_path(os.path.join(peers, script), run_name="__main__")
