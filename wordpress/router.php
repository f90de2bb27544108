<?php
/**
 * Router for PHP's built-in web server (see scripts/wp-start.sh):
 *   php -S 127.0.0.1:8881 -t .wordpress/core wordpress/router.php
 * Real files (uploads, scripts, styles, wp-admin/*.php, wp-login.php) are served by the built-in
 * server itself; every other path goes to WordPress's index.php, which is what pretty permalinks
 * and /wp-json/... need.
 */

$bua_root = rtrim($_SERVER['DOCUMENT_ROOT'], '/');
$bua_path = rawurldecode(parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?: '/');

// Never serve dot files (e.g. a stray .htaccess) or paths that try to leave the document root.
if (preg_match('#(^|/)\.#', $bua_path)) {
    http_response_code(404);
    return true;
}

if ($bua_path !== '/') {
    $bua_file = $bua_root . $bua_path;
    if (is_file($bua_file)) {
        return false;
    }
    // A folder with its own index.php (/wp-admin/): let the built-in server run it, after adding
    // the trailing slash so the page's relative links resolve.
    if (is_dir($bua_file) && is_file(rtrim($bua_file, '/') . '/index.php')) {
        if (substr($bua_path, -1) !== '/') {
            $bua_query = parse_url($_SERVER['REQUEST_URI'], PHP_URL_QUERY);
            header('Location: ' . $bua_path . '/' . ($bua_query ? '?' . $bua_query : ''), true, 301);
            return true;
        }
        return false;
    }
}

// Everything else is a WordPress route.
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $bua_root . '/index.php';
chdir($bua_root);
require $bua_root . '/index.php';
