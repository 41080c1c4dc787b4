#!/usr/bin/env bash
# Sets RenderRevision.sourceDigest to the digest of the current Raster/Encode sources (the value
# RenderRevisionTests asks for after a change to the code that draws or encodes).
set -euo pipefail
cd "$(dirname "$0")/.."
file=Sources/AnimKit/Clip/RenderRevision.swift
digest=$(swift test --filter RenderRevisionTests/digestMatchesTheSources 2>&1 | sed -n 's/.*set RenderRevision.sourceDigest to "\([0-9a-f]*\)".*/\1/p' | head -1 || true)
if [ -z "$digest" ]; then echo "render revision is up to date"; exit 0; fi
sed -i "s/public static let sourceDigest = \"[0-9a-f]*\"/public static let sourceDigest = \"$digest\"/" "$file"
echo "render revision: $digest"
