#!/usr/bin/env bash
# Builds the image and proves it keeps a seller's work across a restart: register, upload two photos (one an iPhone
# HEIC), create a listing, restart the container, find the listing and a photo again. Cleans up after itself.
# Podman only (DESIGN.md §8); skipped, successfully, where podman is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v podman >/dev/null; then
	echo 'container smoke test skipped: podman not installed'
	exit 0
fi

IMAGE=${SOKO_IMAGE:-localhost/soko:smoke}
# No registry inside a build here: npm installs from the host's cache, offline. NPM_FLAGS= builds online.
NPM_FLAGS=${NPM_FLAGS---offline}
NPM_CACHE=$(npm config get cache 2>/dev/null)
RUNTIME=()
# crun refuses this machine's cgroups; runc works wherever it is installed.
if command -v runc >/dev/null; then RUNTIME=(--runtime runc); fi

name=soko-smoke-$$
volume=soko-smoke-$$
work=$(mktemp -d)
started=$SECONDS
step() { echo "container smoke: $* ($((SECONDS - started)) s)"; }
fail() {
	echo "container smoke test FAILED: $*" >&2
	podman logs --tail 30 "$name" >&2 2>/dev/null || true
	exit 1
}
cleanup() {
	podman rm -f -t 5 "$name" >/dev/null 2>&1 || true
	podman volume rm -f "$volume" >/dev/null 2>&1 || true
	rm -rf "$work"
}
trap cleanup EXIT

NODE_MAJOR=$(sed -n 's/^ARG NODE_MAJOR=//p' Dockerfile)
timeout 900 scripts/container-base-image.sh "$NODE_MAJOR" || fail "could not make the base image node:$NODE_MAJOR-bookworm-slim"

step 'building the image'
build_started=$SECONDS
previous=$(podman image inspect -f '{{.Id}}' "$IMAGE" 2>/dev/null || true)
timeout 900 podman "${RUNTIME[@]}" build --network host --format docker --build-arg "NPM_FLAGS=$NPM_FLAGS" \
	-v "$NPM_CACHE:/root/.npm:O" -t "$IMAGE" . >"$work/build.log" 2>&1 || {
	tail -40 "$work/build.log" >&2
	fail 'podman build failed (log above)'
}
build_seconds=$((SECONDS - build_started))
# Each build with new sources makes a new image of about 240 MB: drop the one it replaces, or every run leaves one behind.
if [ -n "$previous" ] && [ "$previous" != "$(podman image inspect -f '{{.Id}}' "$IMAGE")" ]; then
	podman rmi "$previous" >/dev/null 2>&1 || true
fi

# A free port on 127.0.0.1 (host networking: the server binds it itself, nothing else can reach it).
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
url="http://127.0.0.1:$port"

podman volume create "$volume" >/dev/null
start_container() {
	podman "${RUNTIME[@]}" run -d --name "$name" --network host -v "$volume:/data" \
		-e HOST=127.0.0.1 -e PORT="$port" -e PUBLIC_URL="$url" -e SESSION_SECRET=container-smoke-secret-0123456789 -e MPESA_MODE=simulator \
		"$IMAGE" >/dev/null 2>>"$work/podman.log" || fail "podman run failed: $(tail -3 "$work/podman.log")"
}
# Prints the seconds, to the tenth, from its call to the first /healthz 200.
wait_healthy() {
	local since
	since=$(date +%s%N)
	until curl -fsS -m 2 "$url/healthz" >/dev/null 2>&1; do
		[ "$(podman inspect -f '{{.State.Running}}' "$name" 2>/dev/null)" = true ] || fail 'the container stopped'
		(($(date +%s%N) - since < 60000000000)) || fail "no /healthz 200 within 60 s on $url"
		sleep 0.1
	done
	local tenths=$((($(date +%s%N) - since) / 100000000))
	echo "$((tenths / 10)).$((tenths % 10))"
}
# curl that fails on HTTP errors, with the answer's body in the message.
call() {
	local out
	out=$(curl -sS -m 30 -w '\n%{http_code}' "$@") || fail "curl $* failed"
	local code=${out##*$'\n'}
	local body=${out%$'\n'*}
	[[ $code == 2?? ]] || fail "$* answered $code: $body"
	printf '%s' "$body"
}
json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s)$1;if(v==null)process.exit(1);console.log(v)})"; }

start_container
health_seconds=$(wait_healthy)
step "/healthz answered 200 within ${health_seconds} s of podman run"

token=$(call -X POST "$url/api/auth/register" -H 'Content-Type: application/json' \
	-d '{"email":"smoke@example.com","phone":"0712345678","password":"smoke-pass-123","role":"SELLER"}' | json .token)
node -e "require('sharp')({create:{width:1200,height:900,channels:3,background:'#2a7'}}).jpeg().toFile('$work/photo.jpg')"
first=$(call -X POST "$url/api/upload-image" -H "Authorization: Bearer $token" -F "image=@$work/photo.jpg" | json .public_id)
# The HEIC goes through heif-convert: this proves the image still has it.
second=$(call -X POST "$url/api/upload-image" -H "Authorization: Bearer $token" \
	-F 'image=@tests/fixtures/photo-1200x900.heic' | json .public_id)
listing=$(call -X POST "$url/api/listings" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' -d "{
	\"title\": \"Tecno Spark 20, barely used\", \"description\": \"Smoke test listing with its charger.\",
	\"category\": \"electronics\", \"price\": \"14500\", \"location\": \"Nairobi\", \"condition\": \"GOOD\",
	\"reason\": \"Upgraded\", \"photos\": [\"$first\", \"$second\"]}" | json .id)
step "registered, uploaded photos $first and $second, created listing $listing"

podman restart -t 10 "$name" >/dev/null 2>>"$work/podman.log" || fail "podman restart failed: $(tail -3 "$work/podman.log")"
wait_healthy >/dev/null

title=$(call "$url/api/listings/$listing" -H "Authorization: Bearer $token" | json .title)
[ "$title" = 'Tecno Spark 20, barely used' ] || fail "listing $listing came back with title '$title'"
type=$(curl -sS -m 10 -o /dev/null -w '%{http_code} %{content_type}' "$url/photos/$second/thumb.webp")
[ "$type" = '200 image/webp' ] || fail "photo $second after the restart: $type"
step 'after a restart the listing and its photos are still there'

size=$(podman image inspect -f '{{.Size}}' "$IMAGE")
echo "container smoke test passed: image $IMAGE $((size / 1000 / 1000)) MB, build ${build_seconds} s," \
	"/healthz 200 ${health_seconds} s after run, whole test $((SECONDS - started)) s"
