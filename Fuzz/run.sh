#!/usr/bin/env bash
# Builds the libFuzzer targets against LocalizeKit's sources and runs each for a
# given time, one after another.
#
#   Fuzz/run.sh [seconds-per-target] [target…]      (default: 60 s, every target)
#
# Targets are the folders of Fuzz/ that hold a main.swift (strings, stringsdict,
# xcstrings, format-string, locale-identifier, xliff). Each starts from its seed corpus in
# Fuzz/corpus/<target>/ and grows a working corpus in the build folder.
#
# Exit status: 0 no finding; 1 a finding (crash, leak, timeout, out of memory or a
# broken invariant; the input is saved under $FUZZ_BUILD_DIR/findings/<target>/);
# 2 bad arguments; 77 the fuzzers cannot be built here (no toolchain, no libFuzzer
# runtime, no ICU): nothing was tested, which callers may treat as a skip.
#
# Environment: FUZZ_BUILD_DIR (default /tmp/localizekit-fuzz) holds the build, the
# working corpora and the findings; FUZZ_EXTRA_FLAGS adds libFuzzer flags;
# FUZZ_BUILD_ONLY=1 builds the targets without running them.
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${FUZZ_BUILD_DIR:-/tmp/localizekit-fuzz}"
seconds="${1:-60}"
if [[ $# -gt 0 ]]; then shift; fi
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [[ "$seconds" -eq 0 ]]; then
    echo "usage: Fuzz/run.sh [seconds-per-target] [target…]" >&2
    exit 2
fi

all_targets=()
for dir in "$root"/Fuzz/*/; do
    name="$(basename "$dir")"
    [[ -f "$dir/main.swift" ]] && all_targets+=("$name")
done
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then targets=("${all_targets[@]}"); fi
for target in "${targets[@]}"; do
    if [[ ! -f "$root/Fuzz/$target/main.swift" ]]; then
        echo "fuzz: unknown target '$target' (known: ${all_targets[*]})" >&2
        exit 2
    fi
done

skip() {
    echo "fuzz: WARNING: $1; skipping the fuzz pass (nothing was fuzzed)" >&2
    exit 77
}

# What a fresh machine of this kind may lack: ICU's headers and pkg-config.
if ! pkg-config --exists icu-i18n 2>/dev/null; then
    if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
        echo "fuzz: installing libicu-dev"
        export DEBIAN_FRONTEND=noninteractive
        { apt-get update -qq && apt-get install -y -qq libicu-dev pkg-config; } >/dev/null ||
            skip "could not install libicu-dev"
    else
        skip "ICU (pkg-config icu-i18n) is not installed"
    fi
fi
command -v swiftc >/dev/null || skip "swiftc is not on PATH"
# The compiler's own runtime folder (swiftc is often a symlink into the toolchain).
runtime_dir="$(swiftc -print-target-info 2>/dev/null |
    sed -n 's/.*"runtimeResourcePath": *"\([^"]*\)".*/\1/p' | head -n 1)"
if [[ -z "$runtime_dir" ]]; then
    runtime_dir="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift"
fi
resource_dir="$runtime_dir/clang/lib/linux"
if ! ls "$resource_dir"/libclang_rt.fuzzer-*.a >/dev/null 2>&1; then
    skip "the toolchain has no libFuzzer runtime (libclang_rt.fuzzer) in $resource_dir"
fi

mkdir -p "$build/obj"
flags=(-O -g -swift-version 6 -parse-as-library -sanitize=fuzzer,address -I "$root/Sources/CICU/include")
read -r -a icu_cflags <<<"$(pkg-config --cflags icu-i18n)"
for flag in "${icu_cflags[@]}"; do flags+=(-Xcc "$flag"); done
read -r -a icu_libs <<<"$(pkg-config --libs icu-i18n icu-uc)"
if command -v ld.lld >/dev/null || [[ -x "$(dirname "$(readlink -f "$(command -v swiftc)")")/ld.lld" ]]; then
    flags+=(-use-ld=lld)
fi

# LocalizeKit once, as one instrumented object and a module the targets import.
mapfile -t sources < <(find "$root/Sources/LocalizeKit" -name '*.swift' | sort)
stamp="$build/obj/sources.sha"
digest="$(cat "${sources[@]}" "$0" | sha256sum | cut -d' ' -f1)"
if [[ ! -f "$build/obj/LocalizeKit.o" ]] || [[ "$(cat "$stamp" 2>/dev/null)" != "$digest" ]]; then
    echo "fuzz: building LocalizeKit with -sanitize=fuzzer,address"
    # -enable-testing: the xcstrings target reads through the scanner's internal small window.
    if ! swiftc "${flags[@]}" -enable-testing -c -wmo -module-name LocalizeKit \
        -emit-module-path "$build/obj/LocalizeKit.swiftmodule" \
        -o "$build/obj/LocalizeKit.o" "${sources[@]}" >"$build/build.log" 2>&1; then
        tail -n 30 "$build/build.log" >&2
        skip "LocalizeKit does not build with -sanitize=fuzzer,address (log: $build/build.log)"
    fi
    echo "$digest" >"$stamp"
fi

# Let AddressSanitizer report crashes: the Swift runtime's own backtracer would get in its way.
export SWIFT_BACKTRACE=enable=no
status=0
summary=()
for target in "${targets[@]}"; do
    binary="$build/fuzz-$target"
    echo "fuzz: building $target"
    if ! swiftc "${flags[@]}" -I "$build/obj" -module-name "Fuzz_${target//-/_}" \
        "$root/Fuzz/$target"/*.swift "$root"/Fuzz/Common/*.swift "$build/obj/LocalizeKit.o" \
        "${icu_libs[@]}" -lstdc++ -o "$binary" >"$build/build-$target.log" 2>&1; then
        tail -n 30 "$build/build-$target.log" >&2
        # A target that does not compile is a defect of the repository, not of the machine.
        echo "fuzz: $target does not build (log: $build/build-$target.log)" >&2
        exit 1
    fi

    if [[ -n "${FUZZ_BUILD_ONLY:-}" ]]; then
        summary+=("$target: built")
        continue
    fi
    corpus="$build/corpus/$target"
    findings="$build/findings/$target"
    mkdir -p "$corpus" "$findings"
    seeds="$root/Fuzz/corpus/$target"
    dictionary=()
    [[ -f "$root/Fuzz/corpus/$target.dict" ]] && dictionary=(-dict="$root/Fuzz/corpus/$target.dict")
    log="$build/fuzz-$target.log"
    echo "fuzz: running $target for ${seconds}s"
    # shellcheck disable=SC2086
    "$binary" "$corpus" "$seeds" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=8192 -artifact_prefix="$findings/" -print_final_stats=1 "${dictionary[@]}" \
        ${FUZZ_EXTRA_FLAGS:-} >"$log" 2>&1
    code=$?
    runs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)"
    if [[ $code -ne 0 ]]; then
        echo "fuzz: FINDING in $target (exit $code); input saved under $findings/" >&2
        grep -E 'ERROR: libFuzzer|ERROR: AddressSanitizer|Fatal error|invariant broken|SUMMARY' "$log" | head -n 5 >&2
        echo "fuzz: full log: $log" >&2
        # The input itself, so that a CI log is enough to reproduce it (base64 -d > input).
        for artifact in "$findings"/*; do
            [[ -f "$artifact" ]] || continue
            if [[ $(wc -c <"$artifact") -le 4096 ]]; then
                echo "fuzz: $(basename "$artifact") (base64):" >&2
                base64 -w 76 "$artifact" >&2
            fi
        done
        summary+=("$target: FINDING after ${runs:-?} runs")
        status=1
    else
        summary+=("$target: ${runs:-?} runs, no finding")
    fi
done

printf 'fuzz: %s\n' "${summary[@]}"
exit $status
