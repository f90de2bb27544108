<?php
/**
 * What WordPress believes about a request that says it comes from the portal's server.
 *
 * The portal signs its server-to-server calls with a shared key (BUA_PORTAL_KEY here, the portal's
 * WP_PORTAL_KEY), sent as `X-BUA-Portal-Key`. Only a request carrying that key may:
 * - use the password doors meant for the portal (jwt-auth/v1/token, bua/v1/login), so a stranger
 *   cannot walk around the portal's captcha and throttle by calling WordPress directly;
 * - name the visitor's address in `X-BUA-Client-IP` (the throttle, survey and visit counts key on
 *   it). Everyone else is known by the socket address: X-Forwarded-For and X-Real-IP from the
 *   internet are never believed.
 * BUA_TOKEN_ALLOWED_IPS (comma-separated socket addresses) is an alternative for a portal that
 * cannot send the key; it does not make X-BUA-Client-IP believable.
 */

defined( 'ABSPATH' ) || exit;

function bua_portal_key(): string {
	return defined( 'BUA_PORTAL_KEY' ) ? trim( (string) BUA_PORTAL_KEY ) : '';
}

function bua_socket_address(): string {
	$remote = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? trim( $_SERVER['REMOTE_ADDR'] ) : '';
	return false !== filter_var( $remote, FILTER_VALIDATE_IP ) ? $remote : '0.0.0.0';
}

/** Whether this request carries the portal's key (constant-time comparison). */
function bua_request_has_portal_key(): bool {
	static $verdict = null;
	if ( null === $verdict ) {
		$key   = bua_portal_key();
		$given = isset( $_SERVER['HTTP_X_BUA_PORTAL_KEY'] ) && is_string( $_SERVER['HTTP_X_BUA_PORTAL_KEY'] ) ? $_SERVER['HTTP_X_BUA_PORTAL_KEY'] : '';
		$verdict = strlen( $key ) >= 32 && '' !== $given && hash_equals( $key, $given );
	}
	return $verdict;
}

/** Whether the request may use the portal-only doors: the key, or an allow-listed socket address. */
function bua_request_is_from_portal(): bool {
	if ( bua_request_has_portal_key() ) {
		return true;
	}
	$allowed = defined( 'BUA_TOKEN_ALLOWED_IPS' ) ? (string) BUA_TOKEN_ALLOWED_IPS : '';
	$list    = array_filter( array_map( 'trim', explode( ',', $allowed ) ) );
	return $list && in_array( bua_socket_address(), $list, true );
}

/**
 * Whether the request comes from neither the portal's server nor a signed-in user: the doors whose
 * cost grows with the archive (text search, sorts, deep pages) are bounded for it
 * (search-doors.php, list-bounds.php).
 */
function bua_request_is_stranger(): bool {
	return ! bua_request_is_from_portal() && ! is_user_logged_in();
}

/** The visitor's address: the one the portal forwards (with its key), else the socket's. */
function bua_client_ip(): string {
	if ( bua_request_has_portal_key() && isset( $_SERVER['HTTP_X_BUA_CLIENT_IP'] ) && is_string( $_SERVER['HTTP_X_BUA_CLIENT_IP'] ) ) {
		$forwarded = trim( $_SERVER['HTTP_X_BUA_CLIENT_IP'] );
		if ( false !== filter_var( $forwarded, FILTER_VALIDATE_IP ) ) {
			return $forwarded;
		}
	}
	return bua_socket_address();
}

/** The answer of a portal-only door to anyone else. */
/** A route's permission_callback for the portal's server only (its key): else 403 bua_portal_only. */
function bua_portal_only_permission() {
	return bua_request_is_from_portal() ? true : bua_portal_only_error();
}

function bua_portal_only_error(): WP_Error {
	return bua_error( 'bua_portal_only', 'Sign in through the portal.', 403 );
}
