#!/usr/bin/env bash
# Builds every practice sample (../shared/practice/corpus) with a `#Preview` and a `PreviewProvider` of its own
# clip's view appended, as real files end, against CHECKOUT (default: this checkout), through the practice runner.
# Usage: scripts/practice-previews.sh [CHECKOUT] [SAMPLE...]   Prints the runner's line per sample and its total.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
checkout=${1:-$here}; shift || true
practice=$(readlink -f "$here/../shared/practice")
work=${WORK:-$HOME/.cache/animkit-practice/corpus-previews}
copies="$work/samples"
mkdir -p "$copies"
python3 - "$practice/corpus" "$copies" <<'PY'
import os, re, sys
source, target = sys.argv[1], sys.argv[2]
for name in sorted(os.listdir(source)):
    if not name.endswith('.swift'):
        continue
    text = open(os.path.join(source, name)).read()
    # The clip's view: the body of the first closure after `let clip = Clip(`, brackets matched.
    start = text.find('let clip = Clip(')
    body = None
    if start >= 0:
        depth, i = 0, text.index('(', start)
        while i < len(text):
            c = text[i]
            if c == '(':
                depth += 1
            elif c == ')':
                depth -= 1
                if depth == 0:
                    break
            i += 1
        open_brace = text.find('{', i)
        depth, j = 0, open_brace
        while j < len(text):
            if text[j] == '{':
                depth += 1
            elif text[j] == '}':
                depth -= 1
                if depth == 0:
                    break
            j += 1
        body = text[open_brace + 1:j].strip()
    if body:
        text += '\n\n#Preview {\n    ' + body + '\n}\n\nstruct AppendedPreview_Previews: PreviewProvider {\n    static var previews: some View {\n        ' + body + '\n    }\n}\n'
    open(os.path.join(target, name), 'w').write(text)
PY
CORPUS="$copies" WORK="$work/build" bash "$practice/run-corpus.sh" "$checkout" "$@"
