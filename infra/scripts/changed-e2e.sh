#!/usr/bin/env bash
# Lists the backend end-to-end spec files of the area a change touches (for `make check`): the spec files changed
# since BASE, and those whose name starts with a changed backend module's name (src/orders/x.ts -> test/orders*.e2e-spec.ts).
set -euo pipefail
base="${1:-HEAD}"
cd "$(dirname "$0")/../.."
changed=$( { git diff --name-only "$base" -- backend; git ls-files --others --exclude-standard -- backend; } | sort -u)
{
  grep -E '^backend/test/.*\.e2e-spec\.ts$' <<<"$changed" || true
  for module in $(sed -nE 's#^backend/src/([^/]+)/.*#\1#p' <<<"$changed" | sort -u); do
    ls backend/test/"$module"*.e2e-spec.ts backend/test/*-"$module"*.e2e-spec.ts 2>/dev/null || true
  done
} | sort -u | sed 's#^backend/##'
