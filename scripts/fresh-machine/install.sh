#!/usr/bin/env bash
# The first half of the fresh-machine check (docs/decisions/071): a clean clone of this
# repository's committed state into DIR/site and `npm install` in it, as a machine with
# only Node meets it: no CHROME_PATH, the machine's own browsers hidden. Needs nothing
# but git and npm, so CI starts it before its own install. Writes DIR/install.log and
# the install's seconds to DIR/install.seconds.
set -euo pipefail
dir=${1:?usage: scripts/fresh-machine/install.sh DIR}
repo=$(cd "$(dirname "$0")/../.." && pwd)
git clone --quiet "$repo" "$dir/site"
started=$SECONDS
(cd "$dir/site" && env -u CHROME_PATH ISARLICHT_IGNORE_SYSTEM_BROWSER=1 npm install --no-audit --no-fund) >"$dir/install.log" 2>&1 || {
  echo "[fresh-machine] npm install failed:" >&2
  tail -c 4000 "$dir/install.log" >&2
  exit 1
}
echo $((SECONDS - started)) >"$dir/install.seconds"
