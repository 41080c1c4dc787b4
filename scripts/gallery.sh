#!/usr/bin/env bash
# Renders every clip into docs/clips/ and writes the gallery page docs/clips.md, then the filmstrips
# of docs/transitions.md.
# Clips whose frames did not change are not re-encoded, so a re-run after a small change is quick.
# Extra arguments go to `animrender batch` (e.g. --jobs 8). The repository's own media stay at 1x (--scale 1)
# to keep the checkout small; users' docs get 2x by default.
set -euo pipefail
cd "$(dirname "$0")/.."
# With the AnimatableMacro trait, so the gallery has the @Animatable clip.
swift build -c release --product animrender --traits AnimatableMacro
.build/release/animrender batch -o docs/clips --gallery docs/clips.md --intro docs/gallery-intro.md --scale 1 --quiet "$@"
# The filmstrips of docs/transitions.md.
for clip in opacity if-else asymmetric id custom; do
    .build/release/animrender render "transition-$clip" --format filmstrip --frames 12 --scale 1 -o "docs/transitions/$clip.png" --quiet
done
