<?php
/**
 * Plugin Name: Portal BUA loader
 * Description: Loads the repository's bua-portal plugin as a must-use plugin. Copied to
 * .wordpress/core/wp-content/mu-plugins/ by scripts/wp-start.sh (source: wordpress/install/).
 */

// .wordpress/core/wp-content/mu-plugins/ -> repository root.
$bua_plugin = dirname(__DIR__, 4) . '/wordpress/plugin/bua-portal.php';
if (is_file($bua_plugin)) {
    require_once $bua_plugin;
}
unset($bua_plugin);

/*
 * The seed writes absolute links to uploaded PDFs into post bodies (file blocks). If the site runs
 * on another address than at seed time (another WP_PORT), point those links at the current one.
 */
add_filter('the_content', static function ($content) {
    $seeded = get_option('bua_seed_base_url');
    $now = home_url();
    if (is_string($content) && $seeded && $seeded !== $now) {
        $content = str_replace($seeded . '/wp-content/', $now . '/wp-content/', $content);
    }
    return $content;
}, 5);
