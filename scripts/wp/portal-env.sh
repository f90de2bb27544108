# Sourced by scripts/demo.sh and scripts/e2e.sh: the secrets the local portal shares with the local
# WordPress (REVALIDATE_SECRET, WP_PORTAL_KEY, NEXTAUTH_SECRET) and the local search database's
# password (SEARCH_DB_PASSWORD, scripts/search-db-start.sh), generated once by wp-start.sh into
# .wordpress/portal.env. A value already set in the environment wins. No published value is ever
# a running default, so a production build started this way passes the secrets check.
load_portal_env() {
  local file="${1:-.wordpress/portal.env}" name value
  [ -f "$file" ] || return 0
  while IFS='=' read -r name value; do
    case "$name" in
      REVALIDATE_SECRET | WP_PORTAL_KEY | NEXTAUTH_SECRET | SEARCH_DB_PASSWORD)
        if [ -z "${!name:-}" ]; then export "$name=$value"; fi ;;
    esac
  done <"$file"
}
