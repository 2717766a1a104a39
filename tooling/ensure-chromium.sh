#!/usr/bin/env bash
# Installs Debian's Chromium, and the fonts a Bangla page needs, when either is missing. Browser tests (Storybook
# test-runner, journeys, screenshots) drive /usr/bin/chromium through playwright-core; `npx playwright install` cannot
# work here. (A Chromium installed by hand without the fonts draws Bangla letters as boxes.)
set -euo pipefail
if [ -x /usr/bin/chromium ] && dpkg -s fonts-noto-core fonts-beng >/dev/null 2>&1; then exit 0; fi
echo "[ensure-chromium] installing Debian's chromium and the Noto and Bengali fonts with apt-get" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-core fonts-beng >/dev/null
/usr/bin/chromium --version >&2
