<?php
/**
 * Revalidation webhooks, part 2: settings and one signed delivery.
 *
 * Settings (wp-config.php): BUA_PORTAL_URL, one or more portal base addresses separated by commas
 * or spaces (each gets its own notice, e.g. the demo on :3000 and the test run on :3100), and
 * BUA_REVALIDATE_SECRET, shared with the portal's REVALIDATE_SECRET. Without both, nothing is sent.
 *
 * Signature (the portal's lib/wp/webhook/signature.ts checks the same):
 *   X-BUA-Timestamp: unix seconds at sending
 *   X-BUA-Signature: sha256=hex( HMAC-SHA256( secret, "{timestamp}.{body}" ) )
 * An HMAC rather than the secret in a header: the secret never travels (safe over plain http and
 * in access logs), the body cannot be altered, and the timestamp limits replays to 5 minutes.
 * Each retry is signed afresh.
 */

defined( 'ABSPATH' ) || exit;

/** Below this length the secret is treated as unset (the portal refuses such secrets too). */
const BUA_REVALIDATE_MIN_SECRET = 16;

function bua_revalidate_secret(): string {
	$secret = defined( 'BUA_REVALIDATE_SECRET' ) ? trim( (string) BUA_REVALIDATE_SECRET ) : '';
	return strlen( $secret ) >= BUA_REVALIDATE_MIN_SECRET ? $secret : '';
}

/** The portal base addresses to notify: valid http(s) URLs, without trailing slash, each once. */
function bua_revalidate_targets(): array {
	$raw     = defined( 'BUA_PORTAL_URL' ) ? (string) BUA_PORTAL_URL : '';
	$targets = array();
	foreach ( preg_split( '/[\s,]+/', $raw, -1, PREG_SPLIT_NO_EMPTY ) as $url ) {
		$url    = untrailingslashit( $url );
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		if ( filter_var( $url, FILTER_VALIDATE_URL ) && in_array( $scheme, array( 'http', 'https' ), true ) ) {
			$targets[ $url ] = true;
		}
	}
	return array_keys( $targets );
}

function bua_revalidate_enabled(): bool {
	return '' !== bua_revalidate_secret() && array() !== bua_revalidate_targets();
}

function bua_revalidate_signature( string $secret, string $timestamp, string $body ): string {
	return 'sha256=' . hash_hmac( 'sha256', $timestamp . '.' . $body, $secret );
}

/**
 * One delivery, ready to send: the notice with its own delivery id, signed with a fresh timestamp.
 *
 * The portal refuses a signature it has seen (a replayed delivery, 409). Two notices about the same
 * post can have the same body (a title changed and changed back: the body names the post, not the
 * title), so each delivery carries its own id and no two deliveries are ever signed alike.
 */
function bua_revalidate_request( string $secret, string $target, string $body, string $delivery ): array {
	$notice = json_decode( $body, true );
	if ( is_array( $notice ) ) {
		$notice['delivery'] = $delivery;
		$body               = (string) wp_json_encode( $notice );
	}
	$timestamp = (string) time();
	return array(
		'url'     => $target . '/api/revalidate',
		'type'    => 'POST',
		'headers' => array(
			'Content-Type'    => 'application/json',
			'X-BUA-Timestamp' => $timestamp,
			'X-BUA-Signature' => bua_revalidate_signature( $secret, $timestamp, $body ),
		),
		'data'    => $body,
	);
}

/** What an answer means: null when delivered, else [error text, whether retrying is pointless]. */
function bua_revalidate_outcome( int $status ): ?array {
	if ( $status >= 200 && $status < 300 ) {
		return null;
	}
	// A 4xx (wrong secret, bad notice) will not change by itself; time-outs and limits might.
	$permanent = $status >= 400 && $status < 500 && ! in_array( $status, array( 408, 425, 429 ), true );
	return array( "HTTP $status", $permanent );
}

/**
 * Sends deliveries ([key => [target, body, delivery id]]) all at once and waits for the answers
 * (only ever from the worker, never from the editor's request): a portal address that is slow or
 * hangs never holds back the others. Returns [key => outcome] (see bua_revalidate_outcome).
 */
function bua_revalidate_deliver_all( array $deliveries ): array {
	$secret = bua_revalidate_secret();
	if ( '' === $secret ) {
		return array_map( static fn() => array( 'BUA_REVALIDATE_SECRET is not set', true ), $deliveries );
	}
	$requests = array();
	foreach ( $deliveries as $key => $delivery ) {
		$requests[ $key ] = bua_revalidate_request( $secret, $delivery[0], $delivery[1], $delivery[2] );
	}
	// WordPress 6.2 moved Requests into a namespace; 6.1 (the local one) has the global class.
	$http      = class_exists( '\WpOrg\Requests\Requests' ) ? '\WpOrg\Requests\Requests' : 'Requests';
	$responses = $http::request_multiple( $requests, array( 'timeout' => 5, 'connect_timeout' => 3, 'follow_redirects' => false ) );
	$outcomes  = array();
	foreach ( $deliveries as $key => $delivery ) {
		$response         = $responses[ $key ] ?? null;
		$outcomes[ $key ] = is_object( $response ) && isset( $response->status_code ) && ! ( $response instanceof \Exception )
			? bua_revalidate_outcome( (int) $response->status_code )
			: array( $response instanceof \Exception ? $response->getMessage() : 'no answer', false );
	}
	return $outcomes;
}
