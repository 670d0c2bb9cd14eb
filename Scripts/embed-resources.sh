#!/usr/bin/env bash
# Regenerates Sources/StandardButtons/Generated/EmbeddedResources.swift from Resources/:
# every translation file as a string literal, so that the titles travel inside the
# StandardButtons binary (an app, a copied btnloc, a test runner) with no resource bundle
# and no build-tool plugin in an app's build.
#
#   Scripts/embed-resources.sh
#
# Run it after editing anything under Resources/; StandardButtonsTests fail while the
# generated file and the folder differ. The generator is the `resource-embedder`
# executable target of this package (not a product).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product resource-embedder >/dev/null
"$(swift build --show-bin-path)/resource-embedder" Resources Sources/StandardButtons/Generated/EmbeddedResources.swift
echo "embed-resources: wrote Sources/StandardButtons/Generated/EmbeddedResources.swift ($(find Resources -type f | wc -l | tr -d ' ') files)"
