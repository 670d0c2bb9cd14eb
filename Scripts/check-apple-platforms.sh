#!/usr/bin/env bash
# Type-checks the package's library targets and a small app that uses them for every
# Apple platform the package declares, with Apple availability enforced, on Linux.
#
#   Scripts/check-apple-platforms.sh [--platform NAME]... [--add MODULE=FILE]...
#                                    [--cache DIR] [--keep] [--jobs N]
#
# Exit status: 0 when every platform type-checks with no error and no warning; 1 when
# one does not (the compiler's diagnostics are printed, none filtered); 2 for a usage
# error; 3 when the check cannot be set up (no swift-frontend, no way to get Darwin's
# headers).
#
# Linux builds ignore `@available(iOS …)`, so `swift build` cannot notice an API newer
# than the deployment floor. This script compiles, for each Apple platform:
#
# 1. The toolchain's own standard library interfaces (Swift, _Concurrency,
#    _StringProcessing, _RegexParser, _Builtin_float, SwiftOnoneSupport), with their
#    `-target` rewritten to the platform, so that their real `@available` attributes
#    (`InlineArray`: macOS 26, …) apply. Lines that are only `@backDeployed(before: …)`
#    are dropped (a back-deployed body cannot be compiled from an interface for another
#    target); the declaration itself, and its availability, stays.
# 2. Darwin's C declarations from macOS's real libc headers (the `ziglang` wheel on PyPI
#    ships them: lib/libc/include/any-darwin-any), as the SDK's usr/include.
# 3. Stand-ins of Darwin's Swift overlay, Dispatch, Foundation, ObjectiveC, SwiftUI,
#    UIKit and AppKit (Tests/PlatformAdapterTests/StandIns), which declare what the
#    package uses with the `@available` attributes of Apple's documentation.
# 4. CICU (its Apple half, ICUAppleDeclarations.h), LocalizeKit, StandardButtons,
#    StandardMenus, in Swift 6 mode with warnings as errors, and then the fixture app
#    Tests/PlatformAdapterTests/AppleCheckFixture/App.swift, as a client of them.
#
# Platforms (the package's floor): macOS 13, macCatalyst 16, iOS 16, tvOS 16, watchOS 9,
# visionOS 1, all as x86_64 (macOS, Mac Catalyst) or x86_64 simulators: the toolchain's
# interfaces are the x86_64 ones, and a 64-bit layout is what they describe (32-bit
# watchOS devices, arm64_32, are not covered). Objective-C interoperability is off, as in
# the Linux interfaces the standard library comes from: `@objc` and `#selector`, which the
# libraries do not use, would not compile here.
#
# Built modules are cached under DIR (default .build/apple-check): the standard library
# per toolchain and platform (about 25 s each, once), Darwin's headers once. The
# stand-ins and the package are compiled anew on every run.
#
# Options:
#   --platform NAME   check only NAME (repeatable): macOS, macCatalyst, iOS, tvOS,
#                     watchOS, visionOS
#   --add MODULE=FILE compile FILE as one more source of MODULE (LocalizeKit,
#                     StandardButtons, StandardMenus or App): how the tests show that a
#                     seeded error makes the check fail
#   --cache DIR       the cache folder
#   --keep            keep the scratch folder (its path is printed)
#   --jobs N          platforms checked at once (default: the number of processors)
#   -h, --help        this text
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
all_platforms=(macOS macCatalyst iOS tvOS watchOS visionOS)
platforms=()
additions=()
cache="$root/.build/apple-check"
keep=false
jobs="$(nproc 2>/dev/null || echo 2)"
ziglang_version=0.17.1

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }
fail_usage() {
    echo "check-apple-platforms: error: $1" >&2
    echo "usage: Scripts/check-apple-platforms.sh [--platform NAME]... [--add MODULE=FILE]... [--cache DIR] [--keep] [--jobs N]" >&2
    exit 2
}
fail_setup() {
    echo "check-apple-platforms: error: $1" >&2
    exit 3
}

while [[ $# -gt 0 ]]; do
    case $1 in
        --platform)
            [[ $# -ge 2 ]] || fail_usage "--platform needs a name"
            [[ " ${all_platforms[*]} " == *" $2 "* ]] || fail_usage "unknown platform '$2' (${all_platforms[*]})"
            platforms+=("$2")
            shift 2
            ;;
        --add)
            [[ $# -ge 2 && $2 == *=* ]] || fail_usage "--add needs MODULE=FILE"
            module=${2%%=*}
            file=${2#*=}
            [[ $module =~ ^(LocalizeKit|StandardButtons|StandardMenus|App)$ ]] || fail_usage "--add: unknown module '$module'"
            [[ -f $file ]] || fail_usage "--add: no file '$file'"
            additions+=("$module=$(cd "$(dirname "$file")" && pwd)/$(basename "$file")")
            shift 2
            ;;
        --cache)
            [[ $# -ge 2 ]] || fail_usage "--cache needs a folder"
            mkdir -p "$2"
            cache="$(cd "$2" && pwd)"
            shift 2
            ;;
        --keep)
            keep=true
            shift
            ;;
        --jobs)
            [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || fail_usage "--jobs needs a positive number"
            jobs=$2
            shift 2
            ;;
        -h | --help)
            usage
            exit 0
            ;;
        *) fail_usage "unknown argument '$1'" ;;
    esac
done
[[ ${#platforms[@]} -gt 0 ]] || platforms=("${all_platforms[@]}")

frontend="$(command -v swift-frontend || true)"
[[ -n $frontend ]] || fail_setup "no swift-frontend on PATH (a Swift toolchain is needed)"
toolchain_lib="$(dirname "$(dirname "$(readlink -f "$frontend")")")/lib/swift/linux"
[[ -f $toolchain_lib/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface ]] ||
    fail_setup "no standard library interface in $toolchain_lib (an x86_64 Linux toolchain is needed)"
compiler_version="$("$frontend" --version 2>/dev/null | head -n 1)"
toolchain_key="$(printf '%s\n%s\n' "$compiler_version" "$toolchain_lib" | sha256sum | cut -c1-16)"

standins="$root/Tests/PlatformAdapterTests/StandIns"
fixture="$root/Tests/PlatformAdapterTests/AppleCheckFixture"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/apple-check.XXXXXX")"
if $keep; then
    echo "check-apple-platforms: scratch folder $scratch"
else
    trap 'rm -rf "$scratch"' EXIT
fi

# The platform's target triple, the file name its modules take inside `Name.swiftmodule/`,
# and the frameworks the platform offers beside Foundation.
triple_of() {
    case $1 in
        macOS) echo x86_64-apple-macosx13.0 ;;
        macCatalyst) echo x86_64-apple-ios16.0-macabi ;;
        iOS) echo x86_64-apple-ios16.0-simulator ;;
        tvOS) echo x86_64-apple-tvos16.0-simulator ;;
        watchOS) echo x86_64-apple-watchos9.0-simulator ;;
        visionOS) echo x86_64-apple-xros1.0-simulator ;;
    esac
}
module_file_of() {
    case $1 in
        macOS) echo x86_64-apple-macos ;;
        macCatalyst) echo x86_64-apple-ios-macabi ;;
        iOS) echo x86_64-apple-ios-simulator ;;
        tvOS) echo x86_64-apple-tvos-simulator ;;
        watchOS) echo x86_64-apple-watchos-simulator ;;
        visionOS) echo x86_64-apple-xros-simulator ;;
    esac
}
frameworks_of() {
    case $1 in
        macOS) echo SwiftUI AppKit ;;
        macCatalyst) echo SwiftUI UIKit AppKit ;;
        *) echo SwiftUI UIKit ;;
    esac
}

# Darwin's headers: macOS's libc headers from the ziglang wheel, once per cache.
prepare_sdk() {
    local sdk="$cache/darwin-sdk-$ziglang_version" lock
    mkdir -p "$cache"
    exec {lock}>"$sdk.lock"
    flock "$lock"
    if [[ ! -f $sdk/usr/include/stdlib.h ]]; then
        echo "check-apple-platforms: fetching Darwin's headers (PyPI: ziglang $ziglang_version)" >&2
        local download="$scratch/ziglang"
        mkdir -p "$download"
        python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: --dest "$download" \
            "ziglang==$ziglang_version" >&2 ||
            fail_setup "could not download the ziglang wheel from PyPI (Darwin's libc headers)"
        rm -rf "$sdk.partial"
        mkdir -p "$sdk.partial/usr"
        python3 - "$download" "$sdk.partial/usr/include" <<'PYTHON' || fail_setup "the ziglang wheel has no Darwin headers"
import os, sys, zipfile
download, target = sys.argv[1], sys.argv[2]
wheel = next(os.path.join(download, name) for name in os.listdir(download) if name.endswith(".whl"))
prefix = "ziglang/lib/libc/include/any-darwin-any/"
with zipfile.ZipFile(wheel) as archive:
    members = [name for name in archive.namelist() if name.startswith(prefix) and not name.endswith("/")]
    if not members:
        sys.exit(1)
    for name in members:
        path = os.path.join(target, name[len(prefix):])
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with archive.open(name) as source, open(path, "wb") as output:
            output.write(source.read())
PYTHON
        rm -rf "$sdk"
        mv "$sdk.partial" "$sdk"
    fi
    exec {lock}>&-
    echo "$sdk"
}

# The standard library's modules for one platform, once per toolchain and platform.
prepare_stdlib() {
    local platform=$1 triple module_file folder
    triple="$(triple_of "$platform")"
    module_file="$(module_file_of "$platform")"
    folder="$cache/stdlib-$toolchain_key/$platform"
    # One process builds a platform's modules at a time; the others wait, then use them.
    mkdir -p "$(dirname "$folder")"
    local lock
    exec {lock}>"$folder.lock"
    flock "$lock"
    if [[ -f $folder/.complete ]]; then
        exec {lock}>&-
        echo "$folder"
        return 0
    fi
    # The rewritten interfaces stay beside the modules: each module records the interface
    # it came from and is rebuilt when that file changes or goes.
    rm -rf "$folder"
    mkdir -p "$folder/interfaces"
    local module
    for module in Swift _Concurrency _RegexParser _StringProcessing _Builtin_float SwiftOnoneSupport; do
        local interface="$toolchain_lib/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"
        local rewritten="$folder/interfaces/$module.swiftinterface"
        sed -e "s/-target x86_64-unknown-linux-gnu/-target $triple/" \
            -e '/^[[:space:]]*@backDeployed(before: [^)]*)[[:space:]]*$/d' "$interface" >"$rewritten"
        local extra=()
        case $module in Swift | _Concurrency | SwiftOnoneSupport) extra=(-parse-stdlib) ;; esac
        mkdir -p "$folder/$module.swiftmodule"
        if ! "$frontend" -compile-module-from-interface -module-name "$module" -target "$triple" \
            "${extra[@]}" -disable-availability-checking -I "$folder" \
            -module-cache-path "$folder/module-cache" \
            -o "$folder/$module.swiftmodule/$module_file.swiftmodule" "$rewritten" >"$folder/$module.log" 2>&1; then
            cat "$folder/$module.log" >&2
            echo "check-apple-platforms: error: the standard library's $module does not compile for $triple" >&2
            return 3
        fi
    done
    rm -rf "$folder/module-cache" "$folder"/*.log
    touch "$folder/.complete"
    exec {lock}>&-
    echo "$folder"
}

# The SDK's SDKSettings.json: for visionOS, the version map by which the compiler reads an
# iOS availability as a visionOS one (visionOS 1.0 is iOS 17.1; an older iOS version means
# visionOS 1.0), as Apple's visionOS SDK states it.
sdk_settings() {
    case $1 in
        visionOS)
            local ios_to_xros='"17.1": "1.0", "17.4": "1.1", "17.5": "1.2", "18.0": "2.0", "18.1": "2.1", "18.2": "2.2", "18.3": "2.3", "18.4": "2.4", "18.5": "2.5", "18.6": "2.6", "26.0": "26.0"'
            local xros_to_ios='"1.0": "17.1", "1.1": "17.4", "1.2": "17.5", "2.0": "18.0", "2.1": "18.1", "2.2": "18.2", "2.3": "18.3", "2.4": "18.4", "2.5": "18.5", "2.6": "18.6", "26.0": "26.0"'
            cat <<JSON
{
  "CanonicalName": "xrsimulator26.0",
  "Version": "26.0",
  "DisplayName": "visionOS Simulator 26.0",
  "MinimalDisplayName": "26.0",
  "IsBaseSDK": "YES",
  "DefaultDeploymentTarget": "26.0",
  "MaximumDeploymentTarget": "26.0.99",
  "SupportedTargets": {
    "xros": {
      "PlatformFamilyName": "xrOS",
      "PlatformFamilyDisplayName": "visionOS",
      "Archs": ["x86_64", "arm64"],
      "LLVMTargetTripleVendor": "apple",
      "LLVMTargetTripleSys": "xros",
      "LLVMTargetTripleEnvironment": "simulator",
      "DefaultDeploymentTarget": "26.0",
      "MinimumDeploymentTarget": "1.0",
      "MaximumDeploymentTarget": "26.0.99"
    }
  },
  "VersionMap": {
    "iOS_visionOS": {$ios_to_xros},
    "iOS_xrOS": {$ios_to_xros},
    "visionOS_iOS": {$xros_to_ios},
    "xrOS_iOS": {$xros_to_ios}
  }
}
JSON
            ;;
    esac
}

swift_files() { find "$1" -name '*.swift' -type f | LC_ALL=C sort; }

added_sources() {
    local module=$1 addition
    for addition in "${additions[@]+"${additions[@]}"}"; do
        [[ ${addition%%=*} == "$module" ]] && echo "${addition#*=}"
    done
    return 0
}

# Checks one platform; prints its diagnostics and returns non-zero on any.
check_platform() {
    local platform=$1 sdk=$2 stdlib triple
    stdlib="$(prepare_stdlib "$platform")" || return 3
    triple="$(triple_of "$platform")"
    local out="$scratch/$platform"
    mkdir -p "$out/sdk"
    ln -s "$sdk/usr" "$out/sdk/usr"
    [[ $platform != visionOS ]] || sdk_settings "$platform" >"$out/sdk/SDKSettings.json"
    local common=(-target "$triple" -sdk "$out/sdk" -nostdimport -I "$stdlib" -I "$out"
        -disable-objc-interop -parse-as-library -module-cache-path "$out/module-cache"
        -Xcc -I -Xcc "$(dirname "$toolchain_lib")/shims" -Xcc -I -Xcc "$standins/Darwin/include")
    local log="$out/diagnostics.log"

    # emit NAME STRICT SOURCE...: compiles SOURCE as module NAME into $out.
    emit() {
        local name=$1 strict=$2
        shift 2
        local flags=(-swift-version 6)
        $strict && flags+=(-warnings-as-errors)
        "$frontend" -emit-module "${common[@]}" "${flags[@]}" -module-name "$name" \
            -o "$out/$name.swiftmodule" "$@" >>"$log" 2>&1
    }

    local module framework
    for module in ObjectiveC Darwin Dispatch Foundation $(frameworks_of "$platform"); do
        local sources=()
        mapfile -t sources < <(swift_files "$standins/$module")
        if ! emit "$module" false "${sources[@]}"; then
            echo "the $module stand-in does not compile for $platform" >>"$log"
            return 1
        fi
    done

    for module in LocalizeKit StandardButtons StandardMenus; do
        local sources=()
        mapfile -t sources < <(swift_files "$root/Sources/$module"; added_sources "$module")
        emit "$module" true "${sources[@]}" -I "$root/Sources/CICU/include" || return 1
    done
    local sources=()
    mapfile -t sources < <(swift_files "$fixture"; added_sources App)
    "$frontend" -typecheck "${common[@]}" -swift-version 6 -warnings-as-errors -module-name App \
        -I "$root/Sources/CICU/include" "${sources[@]}" >>"$log" 2>&1 || return 1
    [[ ! -s $log ]]
}

sdk="$(prepare_sdk)"
started=$SECONDS
running=0
for platform in "${platforms[@]}"; do
    if ((running >= jobs)); then
        wait -n || true
        running=$((running - 1))
    fi
    {
        result=0
        check_platform "$platform" "$sdk" >"$scratch/$platform.result" 2>&1 || result=$?
        echo "$result" >"$scratch/$platform.status"
    } &
    running=$((running + 1))
done
wait
status=0
for platform in "${platforms[@]}"; do
    if [[ "$(cat "$scratch/$platform.status" 2>/dev/null)" == 0 ]]; then
        echo "check-apple-platforms: $platform ($(triple_of "$platform")): ok"
    else
        status=1
        echo "check-apple-platforms: $platform ($(triple_of "$platform")): FAILED"
        cat "$scratch/$platform.result" "$scratch/$platform/diagnostics.log" 2>/dev/null || true
    fi
done
echo "check-apple-platforms: ${#platforms[@]} platform(s) checked in $((SECONDS - started)) s"
exit $status
