#!/bin/sh
# assemble-standalone.sh <dist> <target>
#
# The files of the container's runtime stage, in one list: the Dockerfile's build stage runs this (through
# build-standalone.sh) and its runtime stage copies <target> whole; scripts/deploy/rehearse.ts runs the
# same script into a folder outside the repository and starts `node server.js` there.
#
# <dist>   a build made with QUIRE_STANDALONE=1 (`.next`, or the folder QUIRE_DIST_DIR named)
# <target> a folder that does not exist yet, or is empty
set -eu

fail() {
  echo "assemble-standalone: $*" >&2
  exit 1
}

[ "$#" -eq 2 ] || fail "usage: assemble-standalone.sh <dist> <target> (got $# arguments)"
dist=$1
target=$2
root=$(cd "$(dirname "$0")/../.." && pwd -P)

[ -d "$dist" ] || fail "no build folder at $dist: run QUIRE_STANDALONE=1 npm run build first"
dist=$(cd "$dist" && pwd -P)
[ -f "$dist/BUILD_ID" ] || fail "$dist holds no finished build (no BUILD_ID): run QUIRE_STANDALONE=1 npm run build first"
[ -f "$dist/standalone/server.js" ] || fail "$dist was built without the standalone server ($dist/standalone/server.js is missing): build with QUIRE_STANDALONE=1 npm run build"

# Inside the standalone folder the build keeps its path relative to the project (.next, .next-standalone).
case "$dist" in
  "$root"/*) name=${dist#"$root"/} ;;
  *) fail "$dist is not inside the project $root: Next's standalone server looks for its build at the same path relative to server.js" ;;
esac
[ "$(cat "$dist/standalone/$name/BUILD_ID" 2>/dev/null)" = "$(cat "$dist/BUILD_ID")" ] ||
  fail "$dist/standalone is not from the build in $dist (its BUILD_ID differs or is missing): build again with QUIRE_STANDALONE=1"

if [ -e "$target" ]; then
  [ -d "$target" ] || fail "$target exists and is not a folder"
  [ -z "$(ls -A "$target")" ] || fail "$target is not empty: give a new folder, nothing in it is overwritten"
fi
mkdir -p "$target"

# server.js, the build's server files, and the node_modules and project files it was traced to read
# (the demo snapshot, the social-card fonts: next.config.js, outputFileTracingIncludes).
cp -a "$dist/standalone/." "$target/"
# What Next's standalone output leaves out: the browser's files, and the public folder (which social
# cards also draw from).
cp -a "$dist/static" "$target/$name/static"
# The kept images (IMAGE_MIRROR) the build shipped beside its server output: the server's cache starts empty.
if [ -d "$dist/server/quire-images" ]; then
  mkdir -p "$target/$name/server"
  cp -a "$dist/server/quire-images" "$target/$name/server/quire-images"
fi
# Merged, not copied as a folder: the trace may already have put some of public/ in the standalone
# folder (files a server route reads), and `cp -a public target/public` would then nest it in target/public/public.
mkdir -p "$target/public"
cp -a "$root/public/." "$target/public/"
# Next copies .env and .env.production into the standalone folder; the container gets its variables
# from its environment (compose's env_file), and an image must not carry a token.
for file in "$target"/.env*; do
  [ -e "$file" ] || continue
  rm -f "$file"
  echo "assemble-standalone: left out $(basename "$file"): the server reads its variables from the environment"
done
# Quire's cache (the page cache, social cards, the last sync: lib/site/get-site-data.ts), where the
# compose file mounts its volume; it exists in the image so the volume starts out owned by the server's
# user, and it starts empty: the build machine's cache, and the time it last synced, are not the server's.
if [ -n "$(ls -A "$target/.next/cache" 2>/dev/null)" ]; then
  rm -rf "$target/.next/cache"
  echo "assemble-standalone: left out the build's .next/cache: the server starts with a cache of its own"
fi
mkdir -p "$target/.next/cache"
# The container's HEALTHCHECK, beside server.js.
cp "$root/scripts/deploy/healthcheck.mjs" "$target/healthcheck.mjs"

echo "assemble-standalone: $target holds the server of build $(cat "$dist/BUILD_ID"): start it with node server.js"
