#!/usr/bin/env bash
# From a fresh clone to a GIF: install packages, build animrender (release), render an example clip.
# Usage: scripts/render-example.sh [CLIP] [OUTPUT]   (defaults: spinning-square spinning-square.gif)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build -c release --product animrender
clip="${1:-spinning-square}"
out="${2:-$clip.gif}"
.build/release/animrender render "$clip" -o "$out"
