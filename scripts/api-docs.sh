#!/usr/bin/env bash
# Generates the API reference of AnimKit, AnimKitPublish, AnimRenderCLI, AnimKitTesting and AnimKitSnapshotTesting from the doc
# comments with DocC, as static sites in
# .build/api-docs/ (open .build/api-docs/AnimKit/index.html through any static web server).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build/api-docs
for target in AnimKit AnimKitPublish AnimRenderCLI AnimKitTesting AnimKitSnapshotTesting; do
    swift package --allow-writing-to-directory ".build/api-docs/$target" generate-documentation --target "$target" \
        --output-path ".build/api-docs/$target" --transform-for-static-hosting --hosting-base-path "$target" \
        --disable-indexing
done
echo "API reference: .build/api-docs/{AnimKit,AnimKitPublish,AnimRenderCLI,AnimKitTesting,AnimKitSnapshotTesting}/index.html"
