<?php
/**
 * wp-config.php of the local Portal BUA WordPress. Copied to .wordpress/core/ by
 * scripts/wp-start.sh on every start: edit wordpress/install/wp-config.php, not the copy.
 *
 * Paths are relative to this file (.wordpress/core/). Settings come from the environment at run
 * time (getenv), so one install serves any WP_PORT / secret / portal URL it is started with.
 */

$bua_data_dir = dirname(__DIR__);                       // .wordpress/
$bua_secrets  = require $bua_data_dir . '/secrets.php'; // generated once, see make-secrets.php

// getenv() with a default for unset or empty variables (a closure, so no global function name).
$bua_env = static function (string $name, string $default): string {
    $value = getenv($name);
    return ($value === false || $value === '') ? $default : $value;
};

// Database: private MariaDB over a unix socket (no TCP port).
define('DB_NAME', 'bua_wp');
define('DB_USER', 'bua_wp');
define('DB_PASSWORD', $bua_secrets['db_password']);
define('DB_HOST', 'localhost:' . $bua_data_dir . '/mysql.sock');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = 'wp_';

foreach ($bua_secrets['keys'] as $bua_name => $bua_value) {
    define($bua_name, $bua_value);
}

// Site address: these constants override the siteurl/home options, so media URLs follow WP_PORT.
define('WP_HOME', 'http://127.0.0.1:' . $bua_env('WP_PORT', '8881'));
define('WP_SITEURL', WP_HOME);
// 'local' also lets Application Passwords work over plain http.
define('WP_ENVIRONMENT_TYPE', $bua_env('WP_ENVIRONMENT_TYPE', 'local'));

// Settings read by the bua-portal plugin.
define('BUA_JWT_SECRET', $bua_env('WP_JWT_SECRET', $bua_secrets['jwt_secret']));
define('BUA_JWT_TTL', (int) $bua_env('WP_JWT_TTL', '604800'));
// Revalidation webhooks: every portal listed (comma-separated) is told when content changes, so
// both local portals are by default: the demo (:3000) and the end-to-end run (:3100). The secret
// must equal the portal's REVALIDATE_SECRET; this default is for the local install only.
define('BUA_PORTAL_URL', $bua_env('PORTAL_URL', 'http://localhost:3000,http://localhost:3100'));
define('BUA_REVALIDATE_SECRET', $bua_env('REVALIDATE_SECRET', $bua_secrets['revalidate_secret']));
// The portal's server-to-server key (its WP_PORTAL_KEY): the sign-in doors answer only requests
// that carry it, and only with it is the visitor address the portal forwards believed.
define('BUA_PORTAL_KEY', $bua_env('WP_PORTAL_KEY', $bua_secrets['portal_key']));
// WordPress's front end sends visitors to the portal (frontend-redirect.php): its public address
// (default: the first of PORTAL_URL). WP_FRONTEND_REDIRECT=0 keeps the theme (the bench's comparison).
define('BUA_PORTAL_HOME', $bua_env('PORTAL_HOME', ''));
define('BUA_FRONTEND_REDIRECT', $bua_env('WP_FRONTEND_REDIRECT', '1') === '1');
// Single sign-on (routes-sso.php): the CAS server's base address (empty = SSO off), and portal
// addresses besides PORTAL_URL that SSO may send a browser back to (e.g. a developer's port).
define('BUA_CAS_SERVER_URL', $bua_env('CAS_SERVER_URL', ''));
define('BUA_SSO_ALLOWED_ORIGINS', $bua_env('SSO_ALLOWED_ORIGINS', ''));
// Tests only: "login=seconds,…" gives those users short-lived tokens (the portal's refresh test).
define('BUA_JWT_TTL_USERS', $bua_env('WP_JWT_TTL_USERS', ''));

// No errors in answers (a warning would break JSON); WP_DEBUG=1 logs them to .wordpress/logs/.
define('WP_DEBUG', $bua_env('WP_DEBUG', '') === '1');
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', WP_DEBUG ? $bua_data_dir . '/logs/wp-debug.log' : false);

// Offline and local: no cron spawning, no update checks, direct file writes.
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('FS_METHOD', 'direct');

unset($bua_name, $bua_value, $bua_env, $bua_secrets, $bua_data_dir);

if (!defined('ABSPATH')) {
    define('ABSPATH', __DIR__ . '/');
}
require_once ABSPATH . 'wp-settings.php';
