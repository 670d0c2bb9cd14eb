#!/usr/bin/env bash
# The steps of the GitHub Action (action.yml), runnable anywhere:
#
#   BTNLOC_PATHS="App/Resources" BTNLOC_SARIF=audit.sarif Scripts/audit-action.sh
#
# 1. Builds btnloc from this package with the Swift toolchain on PATH (swift build -c
#    release; the package has no dependencies, so nothing is downloaded), unless BTNLOC
#    names a btnloc that is already built.
# 2. Runs `btnloc audit --format github` on the paths, from the current folder: each
#    finding becomes a workflow annotation on the file and line.
# 3. When BTNLOC_SARIF is set, writes a SARIF 2.1.0 report there too (and sets the step
#    output `sarif`); when GITHUB_STEP_SUMMARY is set, adds a per-locale summary to it.
#
# Environment (action.yml maps its inputs to these): BTNLOC_PATHS (whitespace-separated,
# default "."), BTNLOC_FAIL_ON (error, warning or never; default error), BTNLOC_SARIF,
# BTNLOC_ARGUMENTS (more btnloc audit options, whitespace-separated),
# BTNLOC_CONFIGURATION (release or debug), BTNLOC (a built btnloc to use).
#
# Exit status: btnloc audit's: 0 nothing at or above BTNLOC_FAIL_ON, 1 findings at or
# above it, 64 usage error, 65 malformed input, 66 missing input, 73 the SARIF report
# cannot be written; 69 libicu-dev is missing (Linux), 70 the build failed.
set -uo pipefail

package="$(cd "$(dirname "$0")/.." && pwd)"
configuration="${BTNLOC_CONFIGURATION:-release}"
fail_on="${BTNLOC_FAIL_ON:-error}"
# Whitespace-separated lists, without glob expansion.
set -f
# shellcheck disable=SC2206
paths=(${BTNLOC_PATHS:-.})
# shellcheck disable=SC2206
options=(${BTNLOC_ARGUMENTS:-})
set +f
if [[ ${#paths[@]} -eq 0 ]]; then paths=(.); fi

if [[ -n "${BTNLOC:-}" ]]; then
    btnloc="$BTNLOC"
else
    if [[ "$(uname -s)" == Linux && ! -f /usr/include/unicode/uloc.h ]]; then
        echo "::error::ICU's headers are missing: install libicu-dev first (sudo apt-get install -y libicu-dev)"
        exit 69
    fi
    echo "::group::Building btnloc ($configuration)"
    if ! swift build --package-path "$package" -c "$configuration" --product btnloc; then
        echo "::error::swift build of btnloc failed"
        exit 70
    fi
    btnloc="$(swift build --package-path "$package" -c "$configuration" --show-bin-path)/btnloc"
    echo "::endgroup::"
fi

status=0
"$btnloc" audit --format github --fail-on "$fail_on" "${options[@]}" "${paths[@]}" || status=$?

if [[ -n "${BTNLOC_SARIF:-}" ]]; then
    sarif_status=0
    "$btnloc" audit --format sarif --fail-on never "${options[@]}" "${paths[@]}" -o "$BTNLOC_SARIF" || sarif_status=$?
    if [[ $sarif_status -ne 0 ]]; then
        echo "::error::the SARIF report could not be written to $BTNLOC_SARIF (btnloc exit $sarif_status)"
        [[ $status -eq 0 || $status -eq 1 ]] && status=73
    elif [[ -n "${GITHUB_OUTPUT:-}" ]]; then
        echo "sarif=$BTNLOC_SARIF" >>"$GITHUB_OUTPUT"
    fi
fi

if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then
    {
        echo "### btnloc audit"
        echo
        echo '```'
        "$btnloc" audit --summary --fail-on never "${options[@]}" "${paths[@]}" 2>&1 | tail -n 60
        echo '```'
    } >>"$GITHUB_STEP_SUMMARY" || echo "::warning::the step summary could not be written"
fi

exit $status
