#!/usr/bin/env bash
# `npm test`: every check, independent ones side by side. On 2 cores the browser tests leave a third of the CPU idle
# and the container build mostly waits on disk, so everything else runs beside them: typecheck, lint, the unit tests
# and then the instance tests (which wait for the browser group's build), and the container smoke. The browser tests
# are the longest chain; nothing else waits in it. The budget runs alone last (it times pages on a throttled CPU).
# Each group's output is printed whole when it ends; any failure fails the run, after every group in its phase ended.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$SECONDS

# Runs each `name=command` at once and waits for all; prints each one's output and time; fails if any failed.
together() {
	local names=() pids=() failed=0
	for spec in "$@"; do
		local name=${spec%%=*}
		(
			from=$SECONDS
			bash -c "${spec#*=}"
			status=$?
			echo "($name: $((SECONDS - from)) s)"
			exit $status
		) >"$logs/$name.log" 2>&1 &
		names+=("$name")
		pids+=($!)
	done
	for i in "${!pids[@]}"; do
		local verdict=passed
		wait "${pids[$i]}" || { verdict=FAILED; failed=1; }
		echo "=== ${names[$i]}: $verdict ==="
		cat "$logs/${names[$i]}.log"
	done
	echo "=== $((SECONDS - started)) s so far ==="
	return $failed
}

# The build's exit status, for the instance tests to wait on.
export BUILD_STATUS="$logs/build-status"
together 'typecheck=npm run typecheck' 'lint=npm run lint' \
	'unit-and-instances=npm run test:unit; unit=$?; until [ -s "$BUILD_STATUS" ]; do sleep 2; done; [ "$(cat "$BUILD_STATUS")" = 0 ] && npm run test:instances && exit $unit' \
	'browser=npm run build; echo $? >"$BUILD_STATUS.tmp"; mv "$BUILD_STATUS.tmp" "$BUILD_STATUS"; [ "$(cat "$BUILD_STATUS")" = 0 ] && npm run test:e2e' \
	'container=npm run test:container' || exit 1
together 'budget=npm run budget' || exit 1
