#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing. Browser tests (Storybook test-runner, journeys,
# screenshots) drive /usr/bin/chromium through playwright-core; `npx playwright install` cannot work here.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "[ensure-chromium] installing Debian's chromium with apt-get" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-core fonts-beng >/dev/null
/usr/bin/chromium --version >&2
