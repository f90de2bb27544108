<?php
/**
 * Installs WordPress into an empty database without WP-CLI (none is available offline).
 * Run by scripts/wp-start.sh:  php wordpress/install/install.php .wordpress/core
 *
 * Site settings: Indonesian-facing title, Asia/Jakarta time zone, pretty permalinks /%postname%/
 * (needed for /wp-json/ under php -S), the headless theme, no sample content, comments closed.
 * Admin: user `admin`, password DEMO_ADMIN_PASSWORD (default bua-admin-2026).
 */

require __DIR__ . '/cli-request.php';
$core = bua_cli_request('install.php', '/wp-admin/install.php');

define('WP_INSTALLING', true);
require $core . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

// No mail server and no network here: short-circuit both (the install tries a loopback request to
// test pretty permalinks and mails the admin).
add_filter('pre_wp_mail', '__return_true');
add_filter('pre_http_request', static function () {
    return new WP_Error('bua_offline', 'Outbound HTTP is disabled during install.');
});

if (is_blog_installed()) {
    echo "WordPress is already installed.\n";
    exit(0);
}

$password = getenv('DEMO_ADMIN_PASSWORD') ?: 'bua-admin-2026';
$result = wp_install(
    'Badan Urusan Administrasi Mahkamah Agung RI',
    'admin',
    'admin@bua.test',
    true,
    '',
    wp_slash($password),
    ''
);
if (empty($result['user_id'])) {
    fwrite(STDERR, "install.php: wp_install() did not create the admin user\n");
    exit(1);
}
wp_update_user([
    'ID'           => $result['user_id'],
    'display_name' => 'Administrator BUA',
    'first_name'   => 'Administrator',
    'last_name'    => 'BUA',
]);

// Site settings.
update_option('blogdescription', 'Portal Berita dan Informasi Badan Urusan Administrasi');
update_option('timezone_string', 'Asia/Jakarta');
update_option('gmt_offset', '');
update_option('date_format', 'j F Y');
update_option('time_format', 'H:i');
update_option('start_of_week', 1);
update_option('default_comment_status', 'closed');
update_option('default_ping_status', 'closed');
update_option('uploads_use_yearmonth_folders', 1);
update_option('template', 'bua-headless');
update_option('stylesheet', 'bua-headless');

// Pretty permalinks.
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
update_option('rewrite_rules', '');

// Remove the sample post, page and privacy-policy draft (and the sample comment with them).
foreach (get_posts(['post_type' => ['post', 'page'], 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids']) as $id) {
    wp_delete_post($id, true);
}
update_option('wp_page_for_privacy_policy', 0);

echo "Installed WordPress {$GLOBALS['wp_version']} at " . home_url() . " (admin user: admin)\n";
