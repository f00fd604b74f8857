#!/bin/bash
# Selects the newest Xcode installed on the runner that is not a beta or release candidate
# (the package needs Swift tools 6.1, Xcode 16.3 or later), and prints what it chose.
set -euo pipefail
xcode=$(ls -d /Applications/Xcode_*.app | grep -Eiv 'beta|rc|release_candidate' | sort -V | tail -n 1)
sudo xcode-select --switch "$xcode/Contents/Developer"
xcodebuild -version
swift --version
