<?php
/**
 * JSON answers must stay JSON: a PHP notice or a "WordPress database error" printed into the body
 * breaks every client. With WP_DEBUG_DISPLAY on, PHP and wpdb both print; for REST requests we
 * switch printing off. Nothing is lost: PHP still logs (error_log / WP_DEBUG_LOG) and wpdb still
 * calls error_log() for failed queries.
 */

defined( 'ABSPATH' ) || exit;

function bua_rest_quiet(): void {
	@ini_set( 'display_errors', '0' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- some hosts forbid ini_set.
	global $wpdb;
	if ( isset( $wpdb ) && $wpdb instanceof wpdb ) {
		$wpdb->hide_errors();
	}
}

// As early as possible (plugin load) for /wp-json/ URLs, and again once REST is certain.
if ( bua_is_rest_request_uri() ) {
	bua_rest_quiet();
}
add_action( 'rest_api_init', 'bua_rest_quiet', 0 );
