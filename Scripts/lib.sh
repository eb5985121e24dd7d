# Shared setup for Scripts/bench, Scripts/fidelity and Scripts/svg-suite (sourced, not run).
#
# Provides:
#   ROOT            the package folder (parent of Scripts/)
#   PEERS           a writable copy of the reference peers, with their venv set up
#   PY              the peers' venv interpreter (has numpy and Pillow)
#   CTLRENDER       the release ctlrender binary (after build_ctlrender)
#   prepare_peers   copies the read-only peers to $PEERS if needed, runs its ./setup.sh if the venv is missing
#   build_ctlrender builds ctlrender release (static Swift runtime) into .build-bench (skipped when CTL_NO_BUILD=1)
#   build_ctlrender_for_cpu CPU
#                   the same with -Xswiftc -target-cpu -Xswiftc CPU into .build-bench-CPU; sets CPU_CTLRENDER
#
# Environment:
#   CTL_PEERS_DIR   writable work folder for the peers   Default: /tmp/ctlrender-peers
#   CTL_PEERS_SRC   the read-only peers to copy from      Default: $ROOT/../shared/peers
#   CTL_NO_BUILD    1 = use the existing .build-bench/release/ctlrender as is

set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PEERS=${CTL_PEERS_DIR:-/tmp/ctlrender-peers}
PEERS_SRC=${CTL_PEERS_SRC:-$ROOT/../shared/peers}
SCRATCH=$ROOT/.build-bench
CTLRENDER=$SCRATCH/release/ctlrender
PY=$PEERS/venv/bin/python
export PYTHONDONTWRITEBYTECODE=1   # no __pycache__ inside the repository

die() { echo "${0##*/}: error: $*" >&2; exit 2; }

prepare_peers() {
    if [ ! -f "$PEERS/scenelib.py" ]; then
        [ -f "$PEERS_SRC/scenelib.py" ] || die "no reference peers at $PEERS_SRC (set CTL_PEERS_SRC)"
        echo "# copying the peers $PEERS_SRC -> $PEERS" >&2
        mkdir -p "$PEERS"
        cp -R "$PEERS_SRC/." "$PEERS/"
        chmod -R u+w "$PEERS"
    fi
    if [ ! -x "$PY" ] || ! "$PY" -c "import numpy, PIL" 2>/dev/null; then
        echo "# setting up the peers in $PEERS (./setup.sh: apt libcairo2-dev, pip packages; takes a few minutes)" >&2
        (cd "$PEERS" && ./setup.sh) >&2 || die "the peers' setup.sh failed in $PEERS"
    fi
    if [ ! -x "$PEERS/render_cairo_c" ]; then
        (cd "$PEERS" && make -s render_cairo_c) >&2 || die "cannot build render_cairo_c in $PEERS"
    fi
}

build_ctlrender() {
    if [ "${CTL_NO_BUILD:-0}" = 1 ]; then
        [ -x "$CTLRENDER" ] || die "CTL_NO_BUILD=1 but there is no $CTLRENDER"
        return
    fi
    # --static-swift-stdlib as the installation does (Docs/install.md): the Swift runtime and
    # Foundation linked in, so a command's startup does not resolve them dynamically.
    echo "# building ctlrender (release, static Swift runtime, scratch path .build-bench)" >&2
    if ! (cd "$ROOT" && swift build -c release --static-swift-stdlib --scratch-path "$SCRATCH" \
            --product ctlrender) >&2; then
        die "swift build -c release --static-swift-stdlib --product ctlrender failed (see above)"
    fi
    [ -x "$CTLRENDER" ] || die "the build made no $CTLRENDER"
}

build_ctlrender_for_cpu() {
    local cpu=$1
    case "$cpu" in *[!A-Za-z0-9_-]*|'') die "'$cpu' is not a CPU name (native, haswell, skylake, znver3, ...)" ;; esac
    local scratch=$ROOT/.build-bench-$cpu
    CPU_CTLRENDER=$scratch/release/ctlrender
    if [ "${CTL_NO_BUILD:-0}" = 1 ]; then
        [ -x "$CPU_CTLRENDER" ] || die "CTL_NO_BUILD=1 but there is no $CPU_CTLRENDER"
        return
    fi
    echo "# building ctlrender for -target-cpu $cpu (release, static Swift runtime, scratch path .build-bench-$cpu)" >&2
    if ! (cd "$ROOT" && swift build -c release --static-swift-stdlib --scratch-path "$scratch" \
            -Xswiftc -target-cpu -Xswiftc "$cpu" --product ctlrender) >&2; then
        die "swift build -c release -Xswiftc -target-cpu -Xswiftc $cpu --product ctlrender failed (see above)"
    fi
    [ -x "$CPU_CTLRENDER" ] || die "the build made no $CPU_CTLRENDER"
}
