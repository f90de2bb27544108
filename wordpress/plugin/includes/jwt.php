<?php
/**
 * HS256 JSON Web Tokens, written out (no library): header.payload.signature, each part base64url
 * without padding, signature = HMAC-SHA256(secret, "header.payload"), compared with hash_equals.
 *
 * Settings (wp-config.php):
 * - BUA_JWT_SECRET: required, a long random string. Without it no token is issued (503
 *   bua_jwt_not_configured) instead of signing with a guessable default.
 * - BUA_JWT_TTL: token lifetime in seconds, default 7 days.
 * - BUA_JWT_TTL_USERS: optional "login=seconds,…" overrides, for tests of the portal's refresh.
 *
 * Claims: iss (site URL), iat, nbf, exp, data.user.id, and data.user.pv — a fingerprint of the
 * user's password hash, so changing a password invalidates that user's earlier tokens.
 */

defined( 'ABSPATH' ) || exit;

function bua_b64url_encode( string $data ): string {
	return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' );
}

/** Strict decode: only the base64url alphabet, no padding; false otherwise. */
function bua_b64url_decode( string $data ) {
	if ( ! preg_match( '/^[A-Za-z0-9_-]*$/', $data ) || 1 === strlen( $data ) % 4 ) {
		return false;
	}
	return base64_decode( strtr( $data, '-_', '+/' ), true );
}

function bua_jwt_secret(): ?string {
	if ( ! defined( 'BUA_JWT_SECRET' ) || ! is_string( BUA_JWT_SECRET ) || '' === trim( BUA_JWT_SECRET ) ) {
		return null;
	}
	return BUA_JWT_SECRET;
}

function bua_jwt_ttl( ?WP_User $user = null ): int {
	$ttl = defined( 'BUA_JWT_TTL' ) ? (int) BUA_JWT_TTL : 0;
	$ttl = $ttl > 0 ? $ttl : 7 * DAY_IN_SECONDS;
	// BUA_JWT_TTL_USERS ("login=seconds,…"): a shorter lifetime for named users, for testing the
	// portal's token refresh without shortening everybody's tokens. Leave it unset on a real site.
	if ( $user && defined( 'BUA_JWT_TTL_USERS' ) && '' !== (string) BUA_JWT_TTL_USERS ) {
		foreach ( preg_split( '/[\s,]+/', (string) BUA_JWT_TTL_USERS, -1, PREG_SPLIT_NO_EMPTY ) as $pair ) {
			$parts = explode( '=', $pair, 2 );
			if ( 2 === count( $parts ) && $parts[0] === $user->user_login && (int) $parts[1] > 0 ) {
				$ttl = (int) $parts[1];
			}
		}
	}
	return $ttl;
}

function bua_jwt_not_configured(): WP_Error {
	return bua_error( 'bua_jwt_not_configured', 'Token authentication is not configured on this site (BUA_JWT_SECRET is not defined).', 503 );
}

function bua_jwt_issuer(): string {
	return get_bloginfo( 'url' );
}

/**
 * Short fingerprint of the stored password hash (never the hash itself) and of the user's token
 * version (user meta bua_token_version, see sessions.php): a token dies when the password changes
 * or when the version is bumped (sign-out, removal, lost role).
 */
function bua_jwt_password_fingerprint( WP_User $user, string $secret ): string {
	$version = (int) get_user_meta( $user->ID, 'bua_token_version', true );
	return substr( hash_hmac( 'sha256', 'pv|' . $user->ID . '|' . $user->user_pass . '|' . $version, $secret ), 0, 16 );
}

function bua_jwt_sign( string $signing_input, string $secret ): string {
	return bua_b64url_encode( hash_hmac( 'sha256', $signing_input, $secret, true ) );
}

/** Issue a token for a user: ['token' => ..., 'exp' => ...] or WP_Error (503 when no secret). */
function bua_jwt_issue( WP_User $user ) {
	$secret = bua_jwt_secret();
	if ( null === $secret ) {
		return bua_jwt_not_configured();
	}
	$now     = time();
	$payload = array(
		'iss'  => bua_jwt_issuer(),
		'iat'  => $now,
		'nbf'  => $now,
		'exp'  => $now + bua_jwt_ttl( $user ),
		'data' => array(
			'user' => array(
				'id' => (int) $user->ID,
				'pv' => bua_jwt_password_fingerprint( $user, $secret ),
			),
		),
	);
	$input = bua_b64url_encode( (string) wp_json_encode( array( 'typ' => 'JWT', 'alg' => 'HS256' ) ) )
		. '.' . bua_b64url_encode( (string) wp_json_encode( $payload ) );
	return array(
		'token' => $input . '.' . bua_jwt_sign( $input, $secret ),
		'exp'   => $payload['exp'],
	);
}

/**
 * Verify a token. Returns ['user_id' => int, 'claims' => array] or a WP_Error:
 * 401 jwt_auth_invalid_token (with the reason in the message) or 503 bua_jwt_not_configured.
 */
function bua_jwt_verify( string $token ) {
	$secret = bua_jwt_secret();
	if ( null === $secret ) {
		return bua_jwt_not_configured();
	}
	$invalid = static function ( string $why ): WP_Error {
		return bua_error( 'jwt_auth_invalid_token', 'Invalid token: ' . $why, 401 );
	};
	if ( '' === $token || strlen( $token ) > 4096 ) {
		return $invalid( 'empty or too long.' );
	}
	$parts = explode( '.', $token );
	if ( 3 !== count( $parts ) ) {
		return $invalid( 'malformed.' );
	}
	list( $h64, $p64, $s64 ) = $parts;
	$header  = bua_b64url_decode( $h64 );
	$payload = bua_b64url_decode( $p64 );
	if ( false === $header || false === $payload ) {
		return $invalid( 'malformed.' );
	}
	$header  = json_decode( $header, true );
	$payload = json_decode( $payload, true );
	if ( ! is_array( $header ) || ! is_array( $payload ) ) {
		return $invalid( 'malformed.' );
	}
	// Only HS256: refusing "none" and anything else closes the classic algorithm-confusion holes.
	if ( ( $header['alg'] ?? null ) !== 'HS256' ) {
		return $invalid( 'unsupported algorithm.' );
	}
	if ( ! hash_equals( bua_jwt_sign( $h64 . '.' . $p64, $secret ), $s64 ) ) {
		return $invalid( 'signature verification failed.' );
	}
	$now = time();
	if ( ! isset( $payload['exp'] ) || ! is_int( $payload['exp'] ) || $payload['exp'] <= $now ) {
		return $invalid( 'expired.' );
	}
	if ( isset( $payload['nbf'] ) && ( ! is_int( $payload['nbf'] ) || $payload['nbf'] > $now + 60 ) ) {
		return $invalid( 'not valid yet.' );
	}
	if ( ( $payload['iss'] ?? null ) !== bua_jwt_issuer() ) {
		return $invalid( 'issued by another site.' );
	}
	$user_id = $payload['data']['user']['id'] ?? null;
	$user    = is_int( $user_id ) && $user_id > 0 ? get_userdata( $user_id ) : false;
	if ( ! $user ) {
		return $invalid( 'unknown user.' );
	}
	$pv = $payload['data']['user']['pv'] ?? '';
	if ( ! is_string( $pv ) || ! hash_equals( bua_jwt_password_fingerprint( $user, $secret ), $pv ) ) {
		return $invalid( 'revoked (signed out, or the password changed) since it was issued.' );
	}
	return array(
		'user_id' => (int) $user->ID,
		'claims'  => $payload,
	);
}
