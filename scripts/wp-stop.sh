#!/usr/bin/env bash
# Stop the local WordPress started by scripts/wp-start.sh: the PHP server (its whole process group)
# and MariaDB, found through their pid files in .wordpress/run/ only. Data is kept.
set -euo pipefail
# shellcheck source=scripts/wp/lib.sh
. "$(dirname "$0")/wp/lib.sh"

stop_php
stop_mariadb
say "Stopped"
