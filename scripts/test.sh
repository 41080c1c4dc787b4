#!/usr/bin/env bash
# Installs the packages if needed, builds everything (the CLI tests run the built animrender) and runs the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# The AnimatableMacro trait: the suite tests @Animatable too (users opt in; see docs/own-package.md).
swift build --traits AnimatableMacro
swift test --traits AnimatableMacro
