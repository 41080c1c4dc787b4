#!/usr/bin/env bash
# Installs the Debian packages AnimKit builds, renders and tests with, skipping those already present.
set -euo pipefail
packages=(pkg-config libcairo2-dev libpango1.0-dev libpixman-1-dev libavcodec-dev libavformat-dev libavutil-dev
          libswscale-dev libavfilter-dev fonts-inter fonts-dejavu-core fonts-noto-color-emoji fonts-noto-core fonts-noto-cjk fonts-material-design-icons-iconfont ffmpeg)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "installing: ${missing[*]}"
  # Another installer (unattended upgrades, a second shell) may hold apt's lock: wait for it, up to 10 minutes,
  # rather than fail with apt's own error.
  wait=(-o DPkg::Lock::Timeout=600)
  if command -v fuser >/dev/null && fuser /var/lib/dpkg/lock-frontend /var/lib/apt/lists/lock >/dev/null 2>&1; then
    echo "waiting for another package installer to finish…"
  fi
  $sudo apt-get "${wait[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get "${wait[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
