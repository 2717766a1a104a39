#!/usr/bin/env bash
# Installs Debian's HAProxy when it is missing: `pnpm cluster` (several server processes behind one load balancer),
# its bench and its test use it. Never started as a system service here: tooling/cluster.mjs runs its own.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then exit 0; fi
echo "[ensure-haproxy] installing Debian's haproxy with apt-get" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends haproxy >/dev/null
# The package may start its own service (where there is an init system): we only need the binary.
$SUDO service haproxy stop >/dev/null 2>&1 || true
# sed reads all of it (head would close the pipe early: SIGPIPE, and pipefail would fail the install).
haproxy -v | sed -n 1p >&2
