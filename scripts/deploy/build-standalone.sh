#!/bin/sh
# build-standalone.sh <target>
#
# Builds the site with Next's standalone server and assembles the runtime folder into <target>.
# The Dockerfile's build stage runs exactly this, and so does its rehearsal (scripts/deploy/rehearse.ts),
# so the two cannot drift apart. Takes the build's environment (NOTION_PAGE_ID, QUIRE_DIST_DIR, ...).
set -eu

[ "$#" -eq 1 ] || {
  echo "build-standalone: usage: build-standalone.sh <target> (got $# arguments)" >&2
  exit 1
}
# The target as the caller named it, before moving to the project folder the build runs in.
case "$1" in
  /*) target=$1 ;;
  *) target=$(pwd)/$1 ;;
esac
cd "$(dirname "$0")/../.."

# Social cards drawn at build land in the build's cache (in Docker, a cache mount that never reaches
# the image): the server draws each card on its first request instead and keeps it in .next/cache.
QUIRE_STANDALONE=1 SOCIAL_CARDS_AT_BUILD=0 npm run build
sh scripts/deploy/assemble-standalone.sh "${QUIRE_DIST_DIR:-.next}" "$target"
