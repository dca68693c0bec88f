#!/usr/bin/env bash
# Runs a suite and appends "name seconds" to $TEST_TIMES_FILE, so `make test` can print every suite's time at the end.
set -uo pipefail
name="$1"; shift
start=$(date +%s)
"$@"
status=$?
echo "$name $(( $(date +%s) - start ))s$([ $status -eq 0 ] || echo ' (failed)')" >> "${TEST_TIMES_FILE:-/dev/null}"
exit $status
