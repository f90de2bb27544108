<?php
/**
 * Every WordPress password door is throttled, and XML-RPC is closed.
 *
 * The doors: jwt-auth/v1/token and bua/v1/login (portal-only, see portal-trust.php), wp-login.php
 * and application passwords (Basic auth on REST). All of them authenticate through
 * wp_authenticate(), so one pair of hooks covers them:
 * - a failure is counted per (user, address) and per user, the user resolved as WordPress resolves
 *   it (login or e-mail; case, spaces and markup do not make another user), unknown names under
 *   their sanitized form;
 * - 5 failures of one user from one address in 300 s lock that pair (429 with Retry-After), even
 *   for the right password, until the window moves on;
 * - past 10 failures of one user from all addresses, each attempt is slowed (0.5 s more per
 *   failure, at most 3 s) instead of locked, so a stranger cannot lock a known admin out.
 * The counters live in transients (the database, or the object cache when there is one), so every
 * PHP worker and every WordPress host behind one database shares them.
 */

defined( 'ABSPATH' ) || exit;

const BUA_THROTTLE_WINDOW    = 300;
const BUA_THROTTLE_PAIR_MAX  = 5;
const BUA_THROTTLE_SLOW_FROM = 10;
const BUA_THROTTLE_MAX_DELAY = 3.0;

// XML-RPC: not used by the portal, and system.multicall would try hundreds of passwords in one
// request. Closed before any method runs (XMLRPC_REQUEST is defined before WordPress loads us).
if ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST ) {
	http_response_code( 403 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo 'XML-RPC is disabled.';
	exit;
}
add_filter( 'xmlrpc_enabled', '__return_false' );
add_filter(
	'wp_headers',
	static function ( $headers ) {
		unset( $headers['X-Pingback'] );
		return $headers;
	}
);

/** The user a login name means to WordPress: 'u{ID}', or 'n{hash}' of the sanitized name. */
function bua_throttle_user_key( string $username ): string {
	$name = strtolower( trim( sanitize_user( html_entity_decode( wp_strip_all_tags( $username ), ENT_QUOTES, 'UTF-8' ) ) ) );
	$user = get_user_by( 'login', $name );
	if ( ! $user && is_email( $name ) ) {
		$user = get_user_by( 'email', $name );
	}
	return $user ? 'u' . $user->ID : 'n' . md5( $name );
}

function bua_throttle_failures( string $key ): array {
	$list = get_transient( 'bua_thr_' . md5( $key ) );
	$from = time() - BUA_THROTTLE_WINDOW;
	return array_values( array_filter( is_array( $list ) ? $list : array(), static fn( $at ) => is_int( $at ) && $at > $from ) );
}

function bua_throttle_record( string $key ): void {
	$list   = bua_throttle_failures( $key );
	$list[] = time();
	set_transient( 'bua_thr_' . md5( $key ), array_slice( $list, -100 ), BUA_THROTTLE_WINDOW );
}

function bua_throttle_keys( string $username ): array {
	$user = bua_throttle_user_key( $username );
	return array(
		'pair' => 'pair:' . $user . '|' . bua_client_ip(),
		'user' => 'user:' . $user,
	);
}

/** Seconds until the (user, address) pair may try again; 0 when it is not locked. */
function bua_throttle_pair_wait( string $username ): int {
	$failures = bua_throttle_failures( bua_throttle_keys( $username )['pair'] );
	if ( count( $failures ) < BUA_THROTTLE_PAIR_MAX ) {
		return 0;
	}
	$lifting = $failures[ count( $failures ) - BUA_THROTTLE_PAIR_MAX ];
	return max( 1, $lifting + BUA_THROTTLE_WINDOW - time() );
}

/** Before the password is checked: slow down a user that many addresses are guessing at. */
function bua_throttle_before_authenticate( $user, $username ) {
	if ( is_string( $username ) && '' !== trim( $username ) ) {
		$failures = count( bua_throttle_failures( bua_throttle_keys( $username )['user'] ) );
		if ( $failures >= BUA_THROTTLE_SLOW_FROM ) {
			$delay = min( BUA_THROTTLE_MAX_DELAY, 0.5 * ( $failures - BUA_THROTTLE_SLOW_FROM + 1 ) );
			usleep( (int) ( $delay * 1000000 ) );
		}
	}
	return $user;
}
add_filter( 'authenticate', 'bua_throttle_before_authenticate', 1, 2 );

/** After every other check: a locked pair is refused whatever the password; success clears it. */
function bua_throttle_after_authenticate( $user, $username ) {
	if ( ! is_string( $username ) || '' === trim( $username ) ) {
		return $user;
	}
	$wait = bua_throttle_pair_wait( $username );
	if ( $wait > 0 ) {
		if ( ! headers_sent() ) {
			status_header( 429 );
			header( 'Retry-After: ' . $wait );
		}
		return bua_error(
			'bua_throttled',
			sprintf( 'Too many failed sign-in attempts. Try again in %d minute(s).', (int) ceil( $wait / 60 ) ),
			429,
			array( 'retry_after' => $wait )
		);
	}
	if ( $user instanceof WP_User ) {
		delete_transient( 'bua_thr_' . md5( bua_throttle_keys( $username )['pair'] ) );
	}
	return $user;
}
add_filter( 'authenticate', 'bua_throttle_after_authenticate', 999, 2 );

function bua_throttle_count_failure( $username, $error = null ): void {
	if ( ! is_string( $username ) || '' === trim( $username ) ) {
		return;
	}
	if ( $error instanceof WP_Error && 'bua_throttled' === $error->get_error_code() ) {
		return; // Refused attempts are not counted, so a lock lifts on time.
	}
	foreach ( bua_throttle_keys( $username ) as $key ) {
		bua_throttle_record( $key );
	}
}
add_action( 'wp_login_failed', 'bua_throttle_count_failure', 10, 2 );

// Application passwords (Basic auth) authenticate outside wp_authenticate(): same counting, and a
// locked pair is refused before the password is looked at.
add_action(
	'application_password_failed_authentication',
	static function ( $error ) {
		$username = isset( $_SERVER['PHP_AUTH_USER'] ) && is_string( $_SERVER['PHP_AUTH_USER'] ) ? $_SERVER['PHP_AUTH_USER'] : '';
		bua_throttle_count_failure( $username, $error );
	}
);
add_filter(
	'wp_authenticate_application_password_errors',
	static function ( $error, $user ) {
		$wait = $user instanceof WP_User ? bua_throttle_pair_wait( $user->user_login ) : 0;
		if ( $wait > 0 ) {
			$error->add( 'bua_throttled', 'Too many failed sign-in attempts.', array( 'status' => 429 ) );
		}
		return $error;
	},
	10,
	2
);
