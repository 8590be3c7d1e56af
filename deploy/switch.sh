#!/bin/sh
# deploy/switch.sh <release>: makes an unpacked release (the repository's files and their build, dist/) in
# <path>/releases/ the live one (docs/operating/pipeline.md): installs its runtime packages, links its lead store to
# the one every release shares, points <path>/current at it in one rename, restarts the server, keeps five releases.
set -eu
release=$(cd "$1" && pwd -P)
root=$(dirname "$(dirname "$release")")
cd "$release"
npm ci --omit=dev --no-audit --no-fund
# The default SQLite store, .data/, lives beside the releases, never in one.
mkdir -p "$root/shared/.data"
ln -sfn "$root/shared/.data" .data
# ln then mv -T: the link changes in one rename, never missing in between.
ln -sfn "$release" "$root/current.next"
mv -T "$root/current.next" "$root/current"
${TECTO_RELOAD:-sudo systemctl restart tecto}
# The five newest releases stay, and the live one whatever its age (a rollback).
ls -1dt "$root"/releases/*/ | grep -Fxv "$release/" | tail -n +5 | xargs -r rm -rf
