# shellcheck shell=bash
# What building ctlrender needs, checked and installed when missing; sourced (not run) by
# Scripts/ctlrender and Scripts/test.
#
# Provides:
#   ensure_system_libraries  pkg-config and the development files of libpng, libdeflate, libjpeg, libwebp,
#                            giflib, zlib, FreeType and HarfBuzz; on Debian or Ubuntu, the missing packages are installed
#                            with apt-get (as root, or through sudo); elsewhere a message says
#                            what to install. Everything it prints goes to stderr.
#   ensure_swift             a `swift` on PATH, or a message saying where to get it.
#   ensure_python3           python3 (Scripts/layers is Python), installed with apt-get when
#                            missing on Debian or Ubuntu.
#   ensure_cross_tools       for Scripts/cross-check: Debian's arm64 C library headers and
#                            qemu-aarch64, installed with apt-get when missing on Debian or
#                            Ubuntu; never fails (cross-check says what it skipped without them).
#   ensure_test_tools        for swift test: Debian's aapt (aapt and aapt2), installed the same
#                            way; never fails (the tests that need it are skipped, and say so).
#
# All but ensure_cross_tools and ensure_test_tools end the calling script with status 1 and a line "<script>: error: …" when
# they fail.

# The Debian packages, and the pkg-config modules they provide.
CTL_APT_PACKAGES=(pkg-config libpng-dev libdeflate-dev libjpeg62-turbo-dev libwebp-dev libgif-dev zlib1g-dev libfreetype-dev libharfbuzz-dev)
CTL_PKG_CONFIG_MODULES=(libpng libdeflate libjpeg libwebp libgif zlib freetype2 harfbuzz)

ctl_deps_die() { echo "${0##*/}: error: $*" >&2; exit 1; }

# Whether pkg-config finds every module (true on any system where the libraries are usable).
ctl_libraries_found() {
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "${CTL_PKG_CONFIG_MODULES[@]}"
}

ensure_system_libraries() {
    ctl_libraries_found && return 0
    local install="apt-get install ${CTL_APT_PACKAGES[*]}"
    if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
        ctl_deps_die "pkg-config and the development files of libpng, libdeflate, libjpeg, libwebp, giflib, zlib, FreeType and HarfBuzz are needed" \
            "(pkg-config modules: ${CTL_PKG_CONFIG_MODULES[*]}); this is not Debian or Ubuntu, so install them" \
            "with your system's package manager (on Debian or Ubuntu: $install)"
    fi
    local missing=() package
    for package in "${CTL_APT_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -gt 0 ] || ctl_deps_die "the packages ${CTL_APT_PACKAGES[*]} are installed, but" \
        "pkg-config does not find ${CTL_PKG_CONFIG_MODULES[*]} (is PKG_CONFIG_PATH set to something else?)"
    local as_root=()
    if [ "$(id -u)" != 0 ]; then
        command -v sudo >/dev/null 2>&1 || ctl_deps_die "missing packages: ${missing[*]}; not root and no sudo:" \
            "as root, run apt-get update && apt-get install ${missing[*]}"
        as_root=(sudo)
    fi
    echo "${0##*/}: installing ${missing[*]} (${as_root[*]:+sudo }apt-get)" >&2
    # Fresh machines and containers often have no package lists yet, so update first.
    if ! "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 ||
       ! "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2; then
        ctl_deps_die "could not install ${missing[*]} (see above); install them yourself: apt-get install ${missing[*]}"
    fi
    ctl_libraries_found || ctl_deps_die "${missing[*]} installed, but pkg-config still does not find" \
        "${CTL_PKG_CONFIG_MODULES[*]}"
}

# The Debian packages Scripts/cross-check uses, and a file of each that shows it installed.
CTL_CROSS_PACKAGES=(libc6-dev-arm64-cross qemu-user)
CTL_CROSS_FILES=(/usr/aarch64-linux-gnu/include/stdio.h /usr/bin/qemu-aarch64)

ensure_cross_tools() {
    local missing=() i
    for i in "${!CTL_CROSS_PACKAGES[@]}"; do
        [ -e "${CTL_CROSS_FILES[$i]}" ] || missing+=("${CTL_CROSS_PACKAGES[$i]}")
    done
    ctl_install_optional "Scripts/cross-check" "${missing[@]}"
}

# The Debian packages of the tools and data some tests read, and a file of each: aapt (aapt and
# aapt2: CtlAssetsTests link the Android resources a build writes into an APK and read its
# resource table), unicode-data (Unicode's conformance files, which CtlUnicodeTests runs in
# full), fonts-noto-core (the Arabic, Hebrew, Devanagari and Thai fonts of the text tests).
# Without them those tests are skipped and say so; under CI=true they fail instead.
CTL_TEST_TOOL_PACKAGES=(aapt unicode-data fonts-noto-core)
CTL_TEST_TOOL_FILES=(/usr/bin/aapt2 /usr/share/unicode/BidiCharacterTest.txt /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf)

ensure_test_tools() {
    local missing=() i
    for i in "${!CTL_TEST_TOOL_PACKAGES[@]}"; do
        [ -e "${CTL_TEST_TOOL_FILES[$i]}" ] || missing+=("${CTL_TEST_TOOL_PACKAGES[$i]}")
    done
    ctl_install_optional "the Android resource, Unicode conformance and script font tests" "${missing[@]}"
}

# ctl_install_optional PURPOSE PACKAGE...: installs the packages with apt-get (as root, or
# through sudo without a password) when there are any; never fails (PURPOSE, for messages,
# skips what needs them).
ctl_install_optional() {
    local purpose=$1; shift
    local missing=("$@")
    [ ${#missing[@]} -gt 0 ] || return 0
    local as_root=()
    if [ "$(id -u)" != 0 ]; then
        if ! { command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; }; then
            echo "${0##*/}: not installing ${missing[*]} (not root; apt-get install ${missing[*]})" >&2
            return 0
        fi
        as_root=(sudo -n)
    fi
    command -v apt-get >/dev/null 2>&1 || return 0
    echo "${0##*/}: installing ${missing[*]} for $purpose (apt-get)" >&2
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2 ||
        { "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 &&
          "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2; } ||
        echo "${0##*/}: could not install ${missing[*]}; $purpose will skip what needs them" >&2
    return 0
}

ensure_swift() {
    command -v swift >/dev/null 2>&1 && return 0
    ctl_deps_die "no swift on PATH: ctlrender needs Swift 6.1 or later. Get it from" \
        "https://www.swift.org/install/ (on Linux: swiftly, or the toolchain for your distribution," \
        "unpacked with its usr/bin on PATH), then run this again"
}

ensure_python3() {
    command -v python3 >/dev/null 2>&1 && return 0
    command -v apt-get >/dev/null 2>&1 || ctl_deps_die "no python3 on PATH: install Python 3 (Scripts/layers needs it)"
    local as_root=()
    if [ "$(id -u)" != 0 ]; then
        command -v sudo >/dev/null 2>&1 || ctl_deps_die "no python3 on PATH; not root and no sudo: apt-get install python3-minimal"
        as_root=(sudo)
    fi
    echo "${0##*/}: installing python3-minimal (apt-get)" >&2
    { "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 &&
      "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-minimal >&2; } ||
        ctl_deps_die "could not install python3-minimal (see above); install Python 3 yourself"
}
