#!/usr/bin/env bash
# Builds the image with Debian's podman where no container registry is reachable (the project's machines): the base
# is made locally (debootstrap of Debian bookworm, minbase, plus this machine's Node.js 20 and npm), then the
# repository's Dockerfile is built on it with --build-arg NODE_IMAGE. Run as root from anywhere:
#   bash deploy/podman-local-build.sh [tag]        (default localhost/khela:dev)
# Then, for example: podman --runtime runc --cgroup-manager=cgroupfs run --rm --network host -e PORT=3000 localhost/khela:dev
# The podman flags are this sandbox's: crun refuses its hybrid cgroups, so runc with cgroupfs, and chroot isolation
# for the build's RUN steps (they use the host's network to reach the npm registry).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tag="${1:-localhost/khela:dev}"
base="${KHELA_BASE:-localhost/khela-node-base:20}"
rootfs="${KHELA_ROOTFS:-/tmp/khela-rootfs}"

command -v podman >/dev/null && command -v debootstrap >/dev/null && command -v runc >/dev/null ||
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q podman debootstrap runc
# Podman's default ulimits cannot be set inside this sandbox.
[ -f /etc/containers/containers.conf ] || printf '[containers]\ndefault_ulimits = []\n' > /etc/containers/containers.conf
P=(podman --runtime runc --cgroup-manager=cgroupfs)

if ! "${P[@]}" image exists "$base"; then
  [ -x "$rootfs/bin/sh" ] || debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian
  node_bin="$(command -v node)"
  npm_dir="$(readlink -f "$(dirname "$(readlink -f "$(command -v npm)")")/..")"
  install -D "$node_bin" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules" && rm -rf "$rootfs/usr/local/lib/node_modules/npm"
  cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  # This machine's CA bundle (Node.js reads it through NODE_EXTRA_CA_CERTS) so npm reaches the registry as here.
  install -D /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/archives/*.deb
  tar -C "$rootfs" -c . | "${P[@]}" import \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["node"]' - "$base"
fi

"${P[@]}" build --isolation=chroot --format docker --build-arg NODE_IMAGE="$base" -t "$tag" "$root"
"${P[@]}" images "$tag"
