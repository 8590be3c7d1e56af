#!/bin/sh
# Puts a release live without refusing a lead (docs/operating/deploying.md): the release folder becomes `current` in
# one rename (nginx serves its pages from the next request on), then the server instances restart one at a time,
# each only once the one before answers its health check again, so nginx always has one to pass the lead API to.
#
#   deploy/release.sh /srv/tecto/releases/<name>   (a checkout with its build in dist/ and `npm ci --omit=dev` done)
#
# TECTO_ROOT      where `current` and `releases/` are (default /srv/tecto)
# TECTO_PORTS     the instances' ports, as in nginx's upstream (default "8080 8081")
# TECTO_RESTART   the command that restarts one instance, given `tecto@<port>` (default "systemctl restart")
# TECTO_KEEP      how many releases to keep in $TECTO_ROOT/releases, the live one included (default 5)
set -eu
[ $# -eq 1 ] && [ -d "$1" ] || { echo "usage: $0 <release folder>" >&2; exit 2; }
release=$(cd "$1" && pwd -P)
root=${TECTO_ROOT:-/srv/tecto}
ports=${TECTO_PORTS:-8080 8081}
restart=${TECTO_RESTART:-systemctl restart}
keep=${TECTO_KEEP:-5}

# A symlink renamed over the old one: there is no moment without `current`.
ln -sfn "$release" "$root/current.next"
mv -T "$root/current.next" "$root/current"
echo "current -> $release"

for port in $ports; do
  $restart "tecto@$port"
  tries=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health"; do
    tries=$((tries + 1))
    if [ $tries -ge 240 ]; then
      echo "tecto@$port did not answer its health check within 2 minutes: stopping here; the instances not yet restarted still serve the previous release. Its log: journalctl -u tecto@$port" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "tecto@$port runs the new release"
done

# The oldest releases go, never the live one.
if [ -d "$root/releases" ]; then
  ls -1dt "$root"/releases/*/ | tail -n +"$((keep + 1))" | while read -r old; do
    [ "$(cd "$old" && pwd -P)" = "$release" ] || rm -rf "$old"
  done
fi
