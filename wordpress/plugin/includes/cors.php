<?php
/**
 * Cross-origin REST calls only from the portal. Core answers every Origin with
 * Access-Control-Allow-Origin: <that origin> and Allow-Credentials: true, so any site could read
 * a signed-in editor's REST answers through their browser. Here only the portal's origins (every
 * BUA_PORTAL_URL entry, BUA_PORTAL_HOME, and BUA_CORS_ORIGINS, comma-separated) get those
 * headers; any other Origin gets none, and the browser keeps the answer from the page.
 */

defined( 'ABSPATH' ) || exit;

function bua_cors_allowed_origins(): array {
	$urls = function_exists( 'bua_revalidate_targets' ) ? bua_revalidate_targets() : array();
	$urls[] = function_exists( 'bua_portal_home' ) ? bua_portal_home() : '';
	$extra  = defined( 'BUA_CORS_ORIGINS' ) ? (string) BUA_CORS_ORIGINS : '';
	$urls   = array_merge( $urls, preg_split( '/[\s,]+/', $extra, -1, PREG_SPLIT_NO_EMPTY ) );
	return bua_origins_of( $urls );
}

function bua_send_cors_headers( $value ) {
	$origin = get_http_origin();
	if ( $origin && in_array( bua_origin_of( $origin ), bua_cors_allowed_origins(), true ) ) {
		header( 'Access-Control-Allow-Origin: ' . sanitize_url( $origin ) );
		header( 'Access-Control-Allow-Methods: OPTIONS, GET, POST, PUT, PATCH, DELETE' );
		header( 'Access-Control-Allow-Credentials: true' );
		header( 'Vary: Origin', false );
	}
	return $value;
}

add_action(
	'rest_api_init',
	static function () {
		remove_filter( 'rest_pre_serve_request', 'rest_send_cors_headers' );
		add_filter( 'rest_pre_serve_request', 'bua_send_cors_headers' );
	},
	15
);
