#!/usr/bin/env bash
# Fails when the committed bindings differ from what protocols/regenerate.sh produces
# from the installed wayland-protocols and wayland-scanner.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$here/regenerate.sh" "$tmp"
if ! diff -ru "$tmp" "$here/../Sources/CWaylandProtocols"; then
  echo "protocol bindings drifted: run protocols/regenerate.sh and commit the result" >&2
  exit 1
fi
echo "protocol bindings match protocols/regenerate.sh"
