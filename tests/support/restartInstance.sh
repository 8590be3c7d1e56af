#!/bin/sh
# Stand-in for `systemctl restart tecto@<port>` in the deploy test: stops the instance as systemd does (SIGTERM, then
# waits for the process to end) and starts a new one, detached, in the release `current` points to.
set -eu
port=${1#tecto@}
pidfile=$TECTO_TEST_RUN_DIR/$port.pid
if [ -f "$pidfile" ]; then
  pid=$(cat "$pidfile")
  kill -TERM "$pid" 2>/dev/null || true
  # Ended, or a zombie nobody reaps yet.
  while [ -n "$(ps -o stat= -p "$pid" | grep -v Z || true)" ]; do sleep 0.1; done
fi
cd "$TECTO_ROOT/current"
PORT=$port setsid node --import tsx server/start.ts >>"$TECTO_TEST_RUN_DIR/$port.log" 2>&1 </dev/null &
echo $! >"$pidfile"
