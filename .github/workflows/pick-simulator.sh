#!/bin/bash
# Prints the UDID of an available iPhone simulator of the newest iOS runtime installed, so the
# workflow does not depend on a device name or OS version that runner images change.
set -euo pipefail
xcrun simctl list devices available --json | python3 -c '
import json, re, sys
devices = json.load(sys.stdin)["devices"]
def version(runtime):
    match = re.search(r"iOS-(\d+)-(\d+)(?:-(\d+))?$", runtime)
    return tuple(int(part or 0) for part in match.groups()) if match else None
candidates = [
    (version(runtime), device["udid"])
    for runtime, entries in devices.items() if version(runtime)
    for device in entries if device["name"].startswith("iPhone")
]
if not candidates:
    sys.exit("no available iPhone simulator")
print(max(candidates, key=lambda candidate: candidate[0])[1])
'
