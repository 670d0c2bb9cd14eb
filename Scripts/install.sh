#!/usr/bin/env bash
# Installs btnloc: the binary, shell completions and the manual page.
#
#   Scripts/install.sh [--prefix DIR]          (default /usr/local; or PREFIX=DIR)
#   make install PREFIX=DIR                    (the same, through the Makefile)
#
# Builds with `swift build -c release` (the translations are embedded in the binary, so
# the binary alone is enough), unless BTNLOC names a btnloc that is already built. Then:
#
#   $DESTDIR$PREFIX/bin/btnloc
#   $DESTDIR$PREFIX/share/man/man1/btnloc.1                       (btnloc help --man)
#   $DESTDIR$PREFIX/share/bash-completion/completions/btnloc       (btnloc completions bash)
#   $DESTDIR$PREFIX/share/zsh/site-functions/_btnloc               (btnloc completions zsh)
#   $DESTDIR$PREFIX/share/fish/vendor_completions.d/btnloc.fish    (btnloc completions fish)
#
# A btnloc without the completions or man page commands gets a warning for each and the
# binary alone. DESTDIR (for packaging) is prepended to every path. `--uninstall` removes
# what an install put there. Exit status: 0 installed, 64 usage, 69 libicu-dev is
# missing (Linux), 70 the build failed, 73 a file could not be written.
set -uo pipefail

package="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${PREFIX:-/usr/local}"
destdir="${DESTDIR:-}"
uninstall=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix)
            [[ $# -ge 2 ]] || { echo "install: --prefix needs a folder" >&2; exit 64; }
            prefix="$2"
            shift 2
            ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --uninstall) uninstall=1; shift ;;
        -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install: unknown argument '$1' (usage: Scripts/install.sh [--prefix DIR] [--uninstall])" >&2; exit 64 ;;
    esac
done
root="$destdir$prefix"
binary="$root/bin/btnloc"
manual="$root/share/man/man1/btnloc.1"
bash_completion="$root/share/bash-completion/completions/btnloc"
zsh_completion="$root/share/zsh/site-functions/_btnloc"
fish_completion="$root/share/fish/vendor_completions.d/btnloc.fish"

if [[ $uninstall -eq 1 ]]; then
    for file in "$binary" "$manual" "$bash_completion" "$zsh_completion" "$fish_completion"; do
        if [[ -e "$file" ]]; then rm -f "$file" && echo "removed $file"; fi
    done
    exit 0
fi

if [[ -n "${BTNLOC:-}" ]]; then
    built="$BTNLOC"
else
    if [[ "$(uname -s)" == Linux && ! -f /usr/include/unicode/uloc.h ]]; then
        echo "install: ICU's headers are missing: install libicu-dev first (apt-get install libicu-dev)" >&2
        exit 69
    fi
    swift build --package-path "$package" -c release --product btnloc || { echo "install: the build failed" >&2; exit 70; }
    built="$(swift build --package-path "$package" -c release --show-bin-path)/btnloc"
fi

# Writes a command's output to a file when the command succeeds and its output contains
# the marker; otherwise writes nothing (an older btnloc prints its help for `help --man`).
generate() {
    local file="$1" marker="$2"
    shift 2
    local text
    if ! text="$("$@" 2>/dev/null)" || [[ "$text" != *"$marker"* ]]; then return 1; fi
    mkdir -p "$(dirname "$file")" && printf '%s\n' "$text" >"$file" && chmod 644 "$file"
}

mkdir -p "$root/bin" && install -m 755 "$built" "$binary" || { echo "install: cannot write $binary" >&2; exit 73; }
echo "installed $binary"
if generate "$manual" ".TH " "$binary" help --man; then
    echo "installed $manual"
else
    echo "install: WARNING: this btnloc writes no manual page (btnloc help --man); none installed" >&2
fi
for shell in bash zsh fish; do
    case $shell in
        bash) file="$bash_completion" ;;
        zsh) file="$zsh_completion" ;;
        fish) file="$fish_completion" ;;
    esac
    if generate "$file" "btnloc" "$binary" completions "$shell"; then
        echo "installed $file"
    else
        echo "install: WARNING: this btnloc has no $shell completions (btnloc completions $shell); none installed" >&2
    fi
done
