#!/usr/bin/env bash
# What `npm test` needs from Debian beyond Node and npm, installed when missing (as root), before
# the first test that uses it: PHP, its FPM and MariaDB (the local WordPress, and behind nginx as deployed), Redis and Sentinel (the shared stores'
# unit tests, the cluster, its failover), nginx (the front), Varnish with varnish-modules' xkey (the edge
# in front of it), PostgreSQL 15 (the search engine), Chromium (end-to-end), the CAS server (single sign-on). Not root: one line saying
# what to install, and the run stops.
set -euo pipefail
packages=(php-cli php-fpm php-mysql php-gd php-xml php-mbstring php-curl php-intl mariadb-server mariadb-client chromium fonts-dejavu-core curl python3-django-cas-server redis-server redis-sentinel nginx-light varnish varnish-modules postgresql-15 postgresql-contrib)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ "${#missing[@]}" -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "npm test needs these Debian packages: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "[test] installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
