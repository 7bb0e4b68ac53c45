#!/bin/sh
# The executors' archive for spark-submit --archives (docs/scale.md, "On a cluster"): webaddr as
# npm packs it, its production dependencies, and the Node binary that runs this script.
#
#     scripts/spark/executors-archive.sh webaddr-executors.tgz
#
# Spark unpacks it in each executor's working folder under the name after "#" in
# --archives webaddr-executors.tgz#webaddr, so that the executors run
# --webaddr "webaddr/node webaddr/node_modules/webaddr/dist/cli/bin.js".
#
# Run it in a checkout after `npm ci` (which builds dist/ and puts the dependencies' tarballs in
# npm's cache), on a machine of the executors' platform (the Node binary is this one). Nothing is
# downloaded:
#   - `npm pack --ignore-scripts` packs the dist/ that is there; without it npm runs "prepare", a
#     whole build.
#   - `npm install --offline` of the packed tarball into a new folder takes each dependency from
#     npm's cache, but only when a lockfile names it: without one, npm asks the registry what each
#     version range means. So the folder starts with a lockfile that holds the production entries
#     of this checkout's package-lock.json (those not marked dev): the versions webaddr is tested
#     with, and nothing else.
set -eu

if [ "$#" -ne 1 ]; then
  echo "usage: scripts/spark/executors-archive.sh ARCHIVE.tgz" >&2
  exit 2
fi
repository=$(cd "$(dirname "$0")/../.." && pwd)
case "$1" in
  /*) archive=$1 ;;
  *) archive=$(pwd)/$1 ;;
esac
work=$(mktemp -d "${TMPDIR:-/tmp}/webaddr-executors-XXXXXX")
trap 'rm -rf "$work"' EXIT

# npm pack prints the tarball's name last.
tarball=$(cd "$repository" && npm pack --ignore-scripts --silent --pack-destination "$work" | tail -n 1)

mkdir "$work/ship"
node - "$repository/package-lock.json" "$work/ship" <<'SCRIPT'
const { readFileSync, writeFileSync } = require("node:fs");
const [lockFile, ship] = process.argv.slice(2);
const lock = JSON.parse(readFileSync(lockFile, "utf8"));
const production = Object.fromEntries(Object.entries(lock.packages).filter(([path, entry]) => path.startsWith("node_modules/") && entry.dev !== true));
const project = { name: "webaddr-executors", version: "1.0.0", private: true };
writeFileSync(`${ship}/package.json`, JSON.stringify(project, null, 2) + "\n");
writeFileSync(`${ship}/package-lock.json`, JSON.stringify({ ...project, lockfileVersion: 3, requires: true, packages: { "": project, ...production } }, null, 2) + "\n");
SCRIPT
# --ignore-scripts: the package is built already, and no production dependency has an install script.
(cd "$work/ship" && npm install --offline --ignore-scripts --omit=dev --no-audit --no-fund --silent "$work/$tarball")

# The binary itself (a version manager's `node` on PATH may be a script that finds it).
cp "$(node -p process.execPath)" "$work/ship/node"
# gzip -1: the Node binary is nine tenths of the archive; level 1 makes it 41 MB in 2.5 CPU-s,
# the default level 37 MB in 7.4.
tar -cf - -C "$work/ship" . | gzip -1 >"$archive"
