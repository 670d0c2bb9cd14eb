#!/usr/bin/env bash
# Builds the DocC archives of LocalizeKit, StandardButtons and StandardMenus and
# fails on any documentation warning.
#
#   Scripts/build-docs.sh [--output DIR]       (default .build/docs; or DOCS_OUTPUT=DIR)
#
# Writes DIR/LocalizeKit.doccarchive, DIR/StandardButtons.doccarchive and
# DIR/StandardMenus.doccarchive from the catalogs in Sources/<Module>/<Module>.docc and
# the modules' symbol graphs:
#
# - LocalizeKit's from `swift-symbolgraph-extract` on the module `swift build` made;
# - StandardButtons' and StandardMenus' from the compiler, with the stand-ins of SwiftUI,
#   UIKit and AppKit that PlatformAdapterTests compile against
#   (Tests/PlatformAdapterTests/StandIns), so that the adapters `#if canImport(SwiftUI)`
#   hides on Linux (`Button(.add)`, `UIAction(.copy)`, `SlideOutMenu`, …) are documented
#   too. UIKit and AppKit cannot be compiled together (both give `StandardShortcut` a
#   `modifierFlags`), so StandardButtons is compiled once with each and the two graphs
#   are joined. On macOS the SDK compiles the real adapters: all three graphs come from
#   the built modules there.
#
# A warning is any of:
# - a `docc convert` warning or error (an unresolved ``symbol link``, a parameter the
#   documentation names but the function lacks or the reverse, a malformed directive, …);
# - a public symbol declared in the module without a `///` comment of its own (the
#   compiler's synthesized members, such as an enum's `init(rawValue:)`, have no
#   declaration to document and are left out);
# - a symbol or article that the module's overview page lists only in an automatic
#   group: every one belongs to a `## Topics` group of Sources/<Module>/<Module>.docc;
#   the same for the members of a type whose page the catalog extends (`# ``Type```);
# - a relative link between the modules' pages (`[…](../StandardButtons/GettingStarted)`)
#   that leads to no page.
#
# Then DIR/StandardButtons-documentation.doccarchive holds all three (`docc merge`), to
# host them together: the links between them work there.
#
# Exit status: 0 no warning; 1 warnings (each printed as `file:line: warning: …`, then
# their count); 64 usage; 69 docc or jq is missing; 70 the build or a symbol graph failed.
# Needs docc (shipped with the Swift toolchain; DOCC names another) and jq. DOCS_KEEP_WORK=1
# keeps the scratch folder (symbol graphs, compiler and docc logs) and prints its path.
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root" || exit 70
output="${DOCS_OUTPUT:-.build/docs}"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --output)
            [[ $# -ge 2 ]] || { echo "build-docs: --output needs a folder" >&2; exit 64; }
            output="$2"
            shift 2
            ;;
        -h | --help)
            sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'
            exit 0
            ;;
        *)
            echo "build-docs: unknown argument '$1' (usage: Scripts/build-docs.sh [--output DIR])" >&2
            exit 64
            ;;
    esac
done

modules=(LocalizeKit StandardButtons StandardMenus)
started=$SECONDS
# The time of each step, for the summary line: CI keeps an eye on it.
timings=()
step_started=$SECONDS
step_done() { # name
    timings+=("$1 $((SECONDS - step_started)) s")
    step_started=$SECONDS
}

find_docc() {
    if [[ -n "${DOCC:-}" ]]; then echo "$DOCC"; return; fi
    if command -v docc >/dev/null 2>&1; then command -v docc; return; fi
    local swift
    swift="$(command -v swift 2>/dev/null)" && [[ -x "$(dirname "$swift")/docc" ]] &&
        { echo "$(dirname "$swift")/docc"; return; }
    command -v xcrun >/dev/null 2>&1 && xcrun --find docc 2>/dev/null
}
docc="$(find_docc)"
if [[ -z "$docc" || ! -x "$docc" ]]; then
    echo "build-docs: docc not found (it ships with the Swift toolchain; DOCC=/path/to/docc names it)" >&2
    exit 69
fi
if ! command -v jq >/dev/null 2>&1; then
    echo "build-docs: jq not found (apt-get install jq, brew install jq)" >&2
    exit 69
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/build-docs.XXXXXX")" || exit 70
if [[ -n "${DOCS_KEEP_WORK:-}" ]]; then
    echo "build-docs: symbol graphs and logs in $work" >&2
else
    trap 'rm -rf "$work"' EXIT
fi
warnings="$work/warnings.txt"
: >"$warnings"

fail_build() {
    echo "build-docs: $1" >&2
    [[ -f "$2" ]] && tail -n 40 "$2" >&2
    exit 70
}

# 1. Symbol graphs: $work/graphs/<Module>/.
for module in "${modules[@]}"; do mkdir -p "$work/graphs/$module"; done

swift build --target StandardMenus >"$work/build.log" 2>&1 || fail_build "swift build failed" "$work/build.log"
step_done "swift build"
bin="$(swift build --show-bin-path 2>/dev/null)" || fail_build "swift build --show-bin-path failed" /dev/null
# The search paths AppleStandInCompiler uses: the build's modules and ICU's module map.
search=(-I "$bin/Modules")
[[ -f Sources/CICU/module.modulemap ]] && search+=(-I Sources/CICU)
[[ -d Sources/CICU/include ]] && search+=(-Xcc -I -Xcc Sources/CICU/include)
[[ -f "$bin/CICU.build/module.modulemap" ]] && search+=(-Xcc "-fmodule-map-file=$bin/CICU.build/module.modulemap")
darwin=0
[[ "$(uname)" == Darwin ]] && darwin=1 && search+=(-sdk "$(xcrun --show-sdk-path)")

# The built modules' graphs: LocalizeKit's everywhere, all three on macOS.
extract="$(dirname "$(command -v swift)")/swift-symbolgraph-extract"
[[ -x "$extract" ]] || extract="$(xcrun --find swift-symbolgraph-extract 2>/dev/null)"
triple="$(swiftc -print-target-info | jq -r .target.triple)"
extracted=(LocalizeKit)
[[ $darwin -eq 1 ]] && extracted=("${modules[@]}")
for module in "${extracted[@]}"; do
    "$extract" -module-name "$module" -target "$triple" -module-cache-path "$work/ModuleCache" "${search[@]}" \
        -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols \
        -output-dir "$work/graphs/$module" >>"$work/extract.log" 2>&1 ||
        fail_build "swift-symbolgraph-extract $module failed" "$work/extract.log"
done

if [[ $darwin -eq 0 ]]; then
    # The stand-ins and the modules emitted on them come first, before the build's own.
    swiftc=(swiftc -parse-as-library -swift-version 6)
    graph_flags=(-emit-symbol-graph -symbol-graph-minimum-access-level public
        -symbol-graph-skip-synthesized-members -emit-extension-block-symbols)
    sources() { find "$1" -name '*.swift' | LC_ALL=C sort; }

    standins=Tests/PlatformAdapterTests/StandIns
    mkdir -p "$work/common" "$work/ios" "$work/macos"
    emit_standin() { # folder module
        # shellcheck disable=SC2046
        "${swiftc[@]}" -I "$1" -I "$work/common" "${search[@]}" -emit-module -module-name "$2" -o "$1/$2.swiftmodule" \
            $(sources "$root/$standins/$2") >>"$work/standins.log" 2>&1 ||
            fail_build "the $2 stand-in does not compile" "$work/standins.log"
    }
    emit_standin "$work/common" ObjectiveC
    emit_standin "$work/common" SwiftUI
    emit_standin "$work/ios" UIKit
    emit_standin "$work/macos" AppKit

    emit_library() { # family module extra-source…
        local family="$1" module="$2"
        shift 2
        mkdir -p "$work/$family-graphs"
        # shellcheck disable=SC2046
        "${swiftc[@]}" -I "$work/$family" -I "$work/common" "${search[@]}" -emit-module -module-name "$module" \
            -o "$work/$family/$module.swiftmodule" "${graph_flags[@]}" -emit-symbol-graph-dir "$work/$family-graphs" \
            $(sources "$root/Sources/$module") "$@" >>"$work/$family.log" 2>&1 ||
            fail_build "$module does not compile against the $family stand-ins" "$work/$family.log"
    }
    emit_library ios StandardButtons
    emit_library macos StandardButtons
    emit_library ios StandardMenus

    # StandardButtons: one graph per file name, the symbols and relationships of both families.
    for graph in "$work"/ios-graphs/StandardButtons*.symbols.json "$work"/macos-graphs/StandardButtons*.symbols.json; do
        name="$(basename "$graph")"
        target="$work/graphs/StandardButtons/$name"
        [[ -f "$target" ]] && continue
        other="$work/macos-graphs/$name"
        if [[ "$graph" == "$work/ios-graphs/$name" && -f "$other" ]]; then
            jq -s '.[0] + {
                    symbols: ((.[0].symbols + .[1].symbols) | unique_by(.identifier.precise)),
                    relationships: ((.[0].relationships + .[1].relationships) | unique_by([.source, .target, .kind]))
                }' "$graph" "$other" >"$target" || fail_build "could not join the $name graphs" /dev/null
        else
            cp "$graph" "$target"
        fi
    done
    cp "$work"/ios-graphs/StandardMenus*.symbols.json "$work/graphs/StandardMenus/"
fi

step_done "symbol graphs"

# 2. Public symbols without a documentation comment of their own.
for module in "${modules[@]}"; do
    [[ -f "$work/graphs/$module/$module.symbols.json" ]] ||
        fail_build "no symbol graph for $module" "$work/dump.log"
    for graph in "$work/graphs/$module"/*.symbols.json; do
        jq -r --arg own "$module" --arg root "$root/" '
            .symbols[]
            | select(.location != null)
            | select(.docComment == null
                or (.docComment.module // $own) != $own
                or ([.docComment.lines[].text | select(test("\\S"))] | length) == 0)
            | "\(.location.uri | sub("^file://"; "") | ltrimstr($root)):\(.location.position.line + 1): warning: \(.kind.displayName | ascii_downcase) \(.pathComponents | join(".")) is public and has no documentation comment"
        ' "$graph" >>"$warnings" || fail_build "could not read $graph" /dev/null
    done
done

# 3. The archives, in dependency order: each module's catalog may link to the symbols of
# the ones before it (``/LocalizeKit/LocalizationBundle``), which docc then checks too.
mkdir -p "$output" || exit 73
dependencies=()
archives=()
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    [[ -d "$catalog" ]] || echo "$catalog: warning: $module has no documentation catalog" >>"$warnings"
    archive="$output/$module.doccarchive"
    rm -rf "$archive"
    arguments=(--additional-symbol-graph-dir "$work/graphs/$module"
        --fallback-display-name "$module" --fallback-bundle-identifier "standardbuttons.$module"
        --fallback-default-module-kind Framework --enable-inherited-docs
        --enable-experimental-external-link-support "${dependencies[@]}" --output-dir "$archive")
    [[ -d "$catalog" ]] && arguments=("$catalog" "${arguments[@]}")
    "$docc" convert "${arguments[@]}" --diagnostics-file "$work/$module.diagnostics.json" \
        >"$work/$module.docc.log" 2>&1
    status=$?
    [[ -f "$work/$module.diagnostics.json" ]] ||
        fail_build "docc convert $module failed (status $status)" "$work/$module.docc.log"
    jq -r --arg root "$root/" --arg own "$module" '
        .diagnostics[] | select(.severity == "warning" or .severity == "error")
        | ((.source // "") | sub("^file://"; "") | ltrimstr($root)) as $file
        | (if $file == "" then "" else "\($file):\(.range.start.line // 1):\(.range.start.column // 1): " end)
          + "\(.severity): \(.summary) [docc \($own)]"
    ' "$work/$module.diagnostics.json" >>"$warnings" || fail_build "could not read the $module diagnostics" /dev/null
    if [[ $status -ne 0 ]] && ! grep -q "\[docc $module\]" "$warnings"; then
        fail_build "docc convert $module failed (status $status)" "$work/$module.docc.log"
    fi
    [[ -d "$archive/data" ]] || fail_build "docc convert $module wrote no archive" "$work/$module.docc.log"
    dependencies+=(--dependency "$archive")
    archives+=("$archive")
    step_done "docc $module"
done

lowercase() { echo "$1" | tr '[:upper:]' '[:lower:]'; }

# 4. Every symbol and article on the module page, and every member on a page the catalog
# extends (a file titled ``Type``), in a Topics group of the catalog. (docc's groups of a
# protocol's default implementations, "Equatable Implementations", cannot be curated.)
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    pages=("$module")
    if [[ -d "$catalog" ]]; then
        while IFS= read -r title; do
            title="${title#"$module/"}"
            [[ "$title" == "$module" ]] || pages+=("$module/$title")
        done < <(awk 'FNR == 1 && match($0, /^# ``.*``[[:space:]]*$/) { sub(/^# ``/, ""); sub(/``[[:space:]]*$/, ""); print }' \
            "$catalog"/*.md 2>/dev/null)
    fi
    for page in "${pages[@]}"; do
        json="$output/$module.doccarchive/data/documentation/$(lowercase "$page").json"
        if [[ ! -f "$json" ]]; then
            echo "$catalog: warning: no page for ``$page``" >>"$warnings"
            continue
        fi
        jq -r --arg catalog "$catalog" --arg page "$page" '
            .topicSections[]? | select(.generated == true) | .title as $group
            | .identifiers[] | select(test("-Implementations$") | not)
            | "\($catalog): warning: \(sub("^doc://[^/]*/documentation/"; "")) is in no Topics group of \($page) (docc lists it under \"\($group)\")"
        ' "$json" >>"$warnings" || fail_build "could not read $json" /dev/null
    done
done

# 5. One archive of all three, for hosting them together, and the links between them: a
# page links to another module's page by a relative URL (`../Module/Article` from an
# article, `Module/Article` from a module page), which docc does not check, so this does.
combined="$output/StandardButtons-documentation.doccarchive"
rm -rf "$combined"
"$docc" merge "${archives[@]}" --synthesized-landing-page-name StandardButtons \
    --output-path "$combined" >"$work/merge.log" 2>&1 || fail_build "docc merge failed" "$work/merge.log"
for module in "${modules[@]}"; do
    for file in "Sources/$module/$module.docc"/*.md; do
        [[ -f "$file" ]] || continue
        title="$(sed -n '1s/^# ``\(.*\)``[[:space:]]*$/\1/p' "$file")"
        if [[ -z "$title" ]]; then
            page="$module/$(basename "$file" .md)"                 # an article
        else
            title="${title#"$module/"}"
            [[ "$title" == "$module" ]] && page="$module" || page="$module/$title"
        fi
        base="${page%/*}"
        [[ "$base" == "$page" ]] && base=""
        grep -n -o '\]([^)]*)' "$file" | while IFS= read -r match; do
            line="${match%%:*}"
            link="${match#*](}"
            link="${link%)}"
            [[ "$link" =~ ^([a-z]+:|/|#) ]] && continue      # a web, doc: or absolute link
            target="$base/${link%%#*}"
            while [[ "$target" == */../* || "$target" == ../* ]]; do
                if [[ "$target" == ../* || "$target" == /../* ]]; then target="<outside>"; break; fi
                target="$(echo "$target" | sed -E 's#(^|/)[^/]+/\.\./#\1#')"
            done
            target="${target#/}"
            [[ -f "$combined/data/documentation/$(lowercase "$target").json" ]] ||
                echo "$file:$line: warning: the link $link leads to no page of the documentation"
        done >>"$warnings"
    done
done

step_done "curation, merge and links"
count=$(grep -c . "$warnings")
elapsed="$((SECONDS - started)) s ($(printf '%s; ' "${timings[@]}" | sed 's/; $//'))"
if [[ $count -gt 0 ]]; then
    cat "$warnings"
    echo "build-docs: $count warning(s) in ${elapsed}; archives in $output" >&2
    exit 1
fi
echo "build-docs: no warnings in ${elapsed}: $output/{$(IFS=,; echo "${modules[*]}")}.doccarchive," \
    "all three in $combined"
