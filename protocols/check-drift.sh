#!/usr/bin/env bash
# Fails when the committed bindings differ from what protocols/regenerate.sh produces
# from the installed wayland-protocols and wayland-scanner (C bindings and Swift event decoders).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/c"
"$here/regenerate.sh" "$tmp/c" "$tmp/ProtocolEvents.swift"
if ! diff -ru "$tmp/c" "$here/../Sources/CWaylandProtocols" ||
   ! diff -u "$tmp/ProtocolEvents.swift" "$here/../Sources/TactileWayland/Connection/ProtocolEvents.swift"; then
  echo "protocol bindings drifted: run protocols/regenerate.sh and commit the result" >&2
  exit 1
fi
echo "protocol bindings match protocols/regenerate.sh"
