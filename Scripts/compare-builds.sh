#!/usr/bin/env bash
# Runs two builds of btnloc on the same inputs and reports every difference in what
# they print, write and exit with: the check that a speed change changed nothing else.
#
#   Scripts/compare-builds.sh BASE_BTNLOC NEW_BTNLOC [CATALOG…]
#
# The inputs: every CATALOG given (e.g. the 195 MB benchmark catalog), the String
# Catalogs under ../shared/corpus (or $CORPUS) when present, the built-in Resources,
# and malformed catalogs and tables made here from them (truncated, with a byte
# injected). For each input it runs `audit` (json, text, sarif), `format --check`,
# `convert` to tables (plain and --include-untranslated) and those tables back to a
# catalog (plain and --states-from), and compares stdout, stderr (with the scratch
# folder's path replaced), the exit status and every file written (`diff -r`).
# Prints one line per difference and exits 1 if there is any, 0 if none.
set -uo pipefail
cd "$(dirname "$0")/.."

if [[ $# -lt 2 ]]; then
    echo "usage: Scripts/compare-builds.sh BASE_BTNLOC NEW_BTNLOC [CATALOG…]" >&2
    exit 64
fi
base=$(realpath "$1")
new=$(realpath "$2")
shift 2
for binary in "$base" "$new"; do
    [[ -x "$binary" ]] || { echo "compare-builds: '$binary' is not an executable" >&2; exit 64; }
done

scratch=$(mktemp -d "${TMPDIR:-/tmp}/compare-builds.XXXXXX")
# KEEP=1 keeps the scratch folder (outputs of both builds) for a look.
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/inputs"
echo "a file, where an output folder is asked for" >"$scratch/inputs/not-a-folder"

# Absolute paths: each run starts in its own scratch folder.
large=()
for catalog in "$@"; do large+=("$(realpath "$catalog")"); done
catalogs=("${large[@]+"${large[@]}"}")
corpus="${CORPUS:-../shared/corpus}"
if [[ -d "$corpus" ]]; then
    while IFS= read -r file; do catalogs+=("$(realpath "$file")"); done < <(find "$corpus" -name '*.xcstrings' | sort)
fi

# Malformed inputs, made from the first small catalog: cut at several places, a byte injected.
sample=""
for file in "${catalogs[@]}"; do
    if [[ $(stat -c %s "$file") -lt 2000000 && $(stat -c %s "$file") -gt 2000 ]]; then
        sample=$file
        break
    fi
done
malformed=()
if [[ -n "$sample" ]]; then
    size=$(stat -c %s "$sample")
    for fraction in 13 37 50 71 97; do
        cut=$((size * fraction / 100))
        head -c "$cut" "$sample" >"$scratch/inputs/truncated-$fraction.xcstrings"
        malformed+=("$scratch/inputs/truncated-$fraction.xcstrings")
        { head -c "$cut" "$sample"; printf '\x01'; tail -c +"$((cut + 1))" "$sample"; } \
            >"$scratch/inputs/injected-$fraction.xcstrings"
        malformed+=("$scratch/inputs/injected-$fraction.xcstrings")
    done
fi

differences=0
runs=0
# run NAME ARGS…: runs both builds with ARGS (the word OUT stands for a per-build output
# path inside the scratch folder), then compares what they did.
run() {
    local name=$1
    shift
    local side
    for side in base new; do
        local binary=$base
        [[ $side == new ]] && binary=$new
        local out="$scratch/$side/$name"
        mkdir -p "$out"
        local arguments=()
        local argument
        for argument in "$@"; do
            if [[ $argument == OUT* ]]; then arguments+=("$out/written${argument#OUT}"); else arguments+=("$argument"); fi
        done
        (cd "$out" && "$binary" "${arguments[@]}" >stdout 2>stderr.raw)
        echo $? >"$out/status"
        sed "s|$scratch/$side/|SCRATCH/|g" "$out/stderr.raw" >"$out/stderr"
        sed -i "s|$scratch/$side/|SCRATCH/|g" "$out/stdout"
        rm "$out/stderr.raw"
    done
    runs=$((runs + 1))
    if ! diff -r -q "$scratch/base/$name" "$scratch/new/$name" >/dev/null; then
        differences=$((differences + 1))
        local command="$*"
        echo "DIFFERENT: $name (${command:0:160})"
        diff -r -q "$scratch/base/$name" "$scratch/new/$name" | head -5 | sed 's/^/    /'
    fi
}

index=0
for catalog in "${catalogs[@]}" "${malformed[@]+"${malformed[@]}"}"; do
    index=$((index + 1))
    label="$index-$(basename "$catalog" .xcstrings)"
    run "$label-format" format --check "$catalog"
    run "$label-tables" convert "$catalog" -o OUT/tables
    run "$label-tables-all" convert "$catalog" -o OUT/tables --include-untranslated --table Localizable
    # Back to a catalog, from the tables the base build wrote (the same as the new
    # build's when the line above reported no difference).
    tables="$scratch/base/$label-tables-all/written/tables"
    if [[ -d "$tables" ]]; then
        run "$label-back" convert "$tables" -o OUT.xcstrings --table Localizable
        run "$label-back-states" convert "$tables" -o OUT.xcstrings --table Localizable --states-from "$catalog"
    fi
    # Every catalog's tables stay in the scratch folder until the end (the big one
    # takes about 115 MB per build and direction): remove them as we go.
    rm -rf "$scratch"/{base,new}/"$label"-tables*/written
done

# Malformed tables: the sample's tables with one .strings and one .stringsdict cut short.
if [[ -n "$sample" ]]; then
    run "sample-tables" convert "$sample" -o OUT/tables --include-untranslated --table Localizable
    # (strings-start: a .strings table whose first entry is malformed.)
    for kind in strings stringsdict strings-start; do
        broken="$scratch/inputs/broken-$kind"
        cp -r "$scratch/base/sample-tables/written/tables" "$broken"
        victim=$(find "$broken" -name "*.${kind%-start}" | sort | sed -n 2p)
        if [[ -n "$victim" && $kind == *-start ]]; then
            printf '"first" = "no semicolon"\n"second" = "value";\n' >"$victim"
        elif [[ -n "$victim" ]]; then
            head -c "$(($(stat -c %s "$victim") / 2))" "$victim" >"$victim.cut" && mv "$victim.cut" "$victim"
        fi
        if [[ -n "$victim" ]]; then
            run "broken-$kind-back" convert "$broken" -o OUT.xcstrings --table Localizable
            run "broken-$kind-audit" audit --format json "$broken"
            # Both a malformed table and an output that cannot be made: which error wins.
            run "broken-$kind-unwritable" convert "$broken" -o "$scratch/inputs/not-a-folder/L.xcstrings" --table Localizable
        fi
    done
fi

# The audits: every input in one call (as CI would), and each of the large ones alone.
for format in json text sarif; do
    run "audit-all-$format" audit --format "$format" "${catalogs[@]}"
    for catalog in "${large[@]+"${large[@]}"}"; do run "audit-$(basename "$catalog" .xcstrings)-$format" audit --format "$format" "$catalog"; done
done
for catalog in "${malformed[@]+"${malformed[@]}"}"; do
    run "audit-$(basename "$catalog" .xcstrings)" audit --format json "$catalog"
done
run "audit-resources" audit --format json "$PWD/Resources"

echo "compare-builds: $runs runs, $differences with differences"
[[ $differences -eq 0 ]]
