<?php
/**
 * `Authorization: Bearer <jwt>` authenticates REST requests.
 *
 * - determine_current_user (priority 30, after core's cookie check at 10 and application
 *   passwords at 20): if someone is already identified we return early; otherwise a valid bearer
 *   token sets the user.
 * - rest_authentication_errors (priority 90, before core's cookie/nonce check at 100): an
 *   invalid or expired bearer is a 401 `jwt_auth_invalid_token`, never a silent anonymous
 *   request. A valid bearer also wins over a browser cookie that arrived *without* a REST nonce:
 *   core would otherwise drop such a cookie user to anonymous and the bearer would be ignored
 *   (the portal sends both cookie and token). A cookie *with* a nonce is left to core.
 * - The jwt-auth/v1 token routes and bua/v1 login are exempt from the 401: they read the header
 *   (or credentials) themselves, and a stale token must not block logging in again. (bua/v1/logout
 *   is not: it needs the Bearer token to win over a browser cookie sent without a nonce.)
 * Only REST requests are looked at; wp-admin and the front end stay cookie-only.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The bearer token of this request: null when there is no Bearer header, '' when the header is
 * "Bearer" with nothing after it, else the token string.
 */
function bua_bearer_token_from_server(): ?string {
	$header = null;
	foreach ( array( 'HTTP_AUTHORIZATION', 'REDIRECT_HTTP_AUTHORIZATION' ) as $key ) {
		if ( isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) && '' !== $_SERVER[ $key ] ) {
			$header = $_SERVER[ $key ];
			break;
		}
	}
	if ( null === $header && function_exists( 'getallheaders' ) ) {
		foreach ( (array) getallheaders() as $name => $value ) {
			if ( is_string( $name ) && 'authorization' === strtolower( $name ) && is_string( $value ) ) {
				$header = $value;
				break;
			}
		}
	}
	return bua_bearer_token_from_header( $header );
}

function bua_bearer_token_from_header( $header ): ?string {
	if ( ! is_string( $header ) || ! preg_match( '/^\s*Bearer(?:\s+(.*))?$/is', $header, $m ) ) {
		return null; // No header, or another scheme (Basic = application passwords).
	}
	return trim( $m[1] ?? '' );
}

/**
 * Verification result for this request's bearer, computed once:
 * null (no bearer), ['user_id'=>..] or WP_Error.
 */
function bua_jwt_request_result() {
	static $done = false, $result = null;
	if ( ! $done ) {
		$done  = true;
		$token = bua_bearer_token_from_server();
		if ( null !== $token ) {
			$result = bua_jwt_verify( $token );
		}
	}
	return $result;
}

function bua_jwt_determine_current_user( $user_id ) {
	if ( $user_id ) {
		return $user_id; // A cookie or an application password already identified the user.
	}
	if ( ! bua_is_rest_request_uri() ) {
		return $user_id;
	}
	$result = bua_jwt_request_result();
	return is_array( $result ) ? $result['user_id'] : $user_id;
}
add_filter( 'determine_current_user', 'bua_jwt_determine_current_user', 30 );

/** REST routes that handle the Authorization header or credentials themselves. */
function bua_jwt_route_is_exempt(): bool {
	$route = isset( $GLOBALS['wp'] ) && $GLOBALS['wp'] instanceof WP && isset( $GLOBALS['wp']->query_vars['rest_route'] )
		? '/' . trim( (string) $GLOBALS['wp']->query_vars['rest_route'], '/' )
		: '';
	return in_array(
		strtolower( $route ),
		array( '/jwt-auth/v1/token', '/jwt-auth/v1/token/validate', '/jwt-auth/v1/token/refresh', '/bua/v1/login' ),
		true
	);
}

function bua_jwt_rest_authentication_errors( $result ) {
	if ( ! empty( $result ) ) {
		return $result; // Another method already decided.
	}
	$jwt = bua_jwt_request_result();
	if ( null === $jwt || bua_jwt_route_is_exempt() ) {
		return $result;
	}
	if ( is_wp_error( $jwt ) ) {
		return $jwt;
	}
	$current    = get_current_user_id();
	$nonce_sent = isset( $_REQUEST['_wpnonce'] ) || isset( $_SERVER['HTTP_X_WP_NONCE'] ); // phpcs:ignore WordPress.Security.NonceVerification
	if ( $current && $current !== $jwt['user_id'] && $nonce_sent ) {
		return $result; // Cookie + nonce for another user: core verifies the nonce.
	}
	if ( $current !== $jwt['user_id'] ) {
		wp_set_current_user( $jwt['user_id'] );
	}
	return true;
}
add_filter( 'rest_authentication_errors', 'bua_jwt_rest_authentication_errors', 90 );
