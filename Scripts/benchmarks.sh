#!/usr/bin/env bash
# Every figure of README's performance section, in one run, printed as measured:
#
#   Scripts/benchmarks.sh [CATALOG]
#
# CATALOG defaults to /tmp/standardbuttons-bench.xcstrings, written first by
# `btnloc-bench generate 20000 40` (about 195 MB) when it does not exist. The script
# builds btnloc and btnloc-bench (release), then runs the xcstrings, format, convert
# and audit benchmarks on CATALOG (best and median of REPEAT runs, default 5), the
# lookup benchmark on the built-in Resources and on generated trees of 2 000 and
# 100 000 keys in each shape, and `btnloc audit --format json CATALOG` as a command
# (wall time and peak memory, REPEAT runs). With COMPARE_BTNLOC=/path/to/btnloc, the
# command runs alternate with that build's, and with COMPARE_BENCH=/path/to/btnloc-bench
# each benchmark is followed by the same benchmark of that build, so that the two are
# compared in the same minutes. With SCALING=1, the read and the audit also run on generated catalogs of
# 2 000, 10 000 and 40 000 keys in 40 languages (about 20, 100 and 400 MB, in a
# temporary folder removed at exit), to show how their MB/s holds as files grow.
# The machine is shared: read the load average printed with each figure.
set -euo pipefail
cd "$(dirname "$0")/.."

catalog="${1:-/tmp/standardbuttons-bench.xcstrings}"
repeat="${REPEAT:-5}"

swift build -c release --product btnloc-bench >/dev/null
swift build -c release --product btnloc >/dev/null
bin="$(swift build -c release --show-bin-path)"

if [[ ! -f "$catalog" ]]; then
    echo "== generating $catalog (20000 keys, 40 languages)"
    "$bin/btnloc-bench" generate 20000 40 "$catalog"
fi

# bench ARGS…: this build's btnloc-bench, then (with COMPARE_BENCH) the other build's, in the same minutes.
bench() {
    echo
    echo "== btnloc-bench $*"
    "$bin/btnloc-bench" "$@"
    if [[ -n "${COMPARE_BENCH:-}" ]]; then
        echo
        echo "== $COMPARE_BENCH $*"
        "$COMPARE_BENCH" "$@"
    fi
}

for subject in xcstrings format convert audit; do
    bench "$subject" "$catalog" --repeat "$repeat"
done

bench lookup --bundle Resources --lang de-CH
for keys in 2000 100000; do
    for shape in numbered dotted sentence; do
        bench lookup --keys "$keys" --shape "$shape" --lang de-CH
    done
done

# The audit as a command, from a new process each time.
rss_file="$(mktemp)"
scaling_dir=""
trap 'rm -f "$rss_file"; [[ -z "$scaling_dir" ]] || rm -rf "$scaling_dir"' EXIT
timed() {
    local label=$1
    shift
    local started ended status=0
    started=$(date +%s%N)
    if [[ -x /usr/bin/time ]]; then
        /usr/bin/time -f "%M" -o "$rss_file" "$@" >/dev/null || status=$?
    else
        "$@" >/dev/null || status=$?
    fi
    ended=$(date +%s%N)
    local rss="?"
    [[ -x /usr/bin/time ]] && rss="$(($(tail -n 1 "$rss_file") / 1024)) MB"
    local milliseconds=$(((ended - started) / 1000000))
    printf '%s: %d.%03d s, peak %s, exit %d; %s\n' "$label" $((milliseconds / 1000)) $((milliseconds % 1000)) \
        "$rss" "$status" \
        "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null | sed 's/^/load average /')"
}
echo
echo "== btnloc audit --format json $catalog (a new process each run)"
for _ in $(seq "$repeat"); do
    timed "this build" "$bin/btnloc" audit --format json "$catalog"
    if [[ -n "${COMPARE_BTNLOC:-}" ]]; then timed "$COMPARE_BTNLOC" "$COMPARE_BTNLOC" audit --format json "$catalog"; fi
done

if [[ -n "${SCALING:-}" ]]; then
    scaling_dir="$(mktemp -d)"
    for keys in 2000 10000 40000; do
        scaled="$scaling_dir/catalog-$keys.xcstrings"
        "$bin/btnloc-bench" generate "$keys" 40 "$scaled" >/dev/null
        for subject in xcstrings audit; do
            echo
            echo "== btnloc-bench $subject ($keys keys, 40 languages)"
            "$bin/btnloc-bench" "$subject" "$scaled" --repeat "$repeat"
        done
        rm -f "$scaled"
    done
fi
