<?php
/**
 * jwt-auth/v1 — the token API the portal's client uses (same shapes as the widespread
 * "JWT Authentication for WP REST API" plugin, so the portal can also sit on a site with it).
 *
 * POST token           {username, password} -> {token, user_email, user_nicename, user_display_name}
 * POST token/validate  Bearer -> {code: jwt_auth_valid_token, data: {status: 200}}; bad -> 403
 * POST token/refresh   Bearer (valid) -> {token} with a new exp; bad -> 403
 */

defined( 'ABSPATH' ) || exit;

/** Args for username/password bodies (also used by bua/v1/login). */
function bua_credentials_args(): array {
	$check = static function ( $value, $request, $param ) {
		if ( ! is_string( $value ) || '' === trim( $value ) ) {
			return bua_error( 'rest_invalid_param', sprintf( '%s must be a non-empty string.', $param ), 400 );
		}
		if ( strlen( $value ) > 4096 ) {
			return bua_error( 'rest_invalid_param', sprintf( '%s is too long.', $param ), 400 );
		}
		return true;
	};
	return array(
		'username' => array(
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => $check,
			'sanitize_callback' => static function ( $value ) {
				return trim( (string) $value );
			},
		),
		'password' => array(
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => $check,
			// Passwords are used verbatim: no trimming or slashing.
			'sanitize_callback' => static function ( $value ) {
				return (string) $value;
			},
		),
	);
}

/**
 * Username/password -> WP_User; a throttled attempt -> the 429 WP_Error of login-guard.php; bad
 * credentials -> null (one generic answer: no enumeration).
 */
function bua_check_credentials( string $username, string $password ) {
	$user = wp_authenticate( $username, $password );
	if ( is_wp_error( $user ) && 'bua_throttled' === $user->get_error_code() ) {
		return $user;
	}
	return $user instanceof WP_User ? $user : null;
}

/**
 * What both password doors (jwt-auth/v1 token, bua/v1 login) do first: refuse a caller without the
 * portal's key or a site without a token secret, then check the credentials (throttled).
 * Returns the user, null for wrong credentials, or the refusal to answer as it is.
 */
function bua_password_attempt( WP_REST_Request $request ) {
	if ( ! bua_request_is_from_portal() ) {
		return bua_portal_only_error();
	}
	if ( null === bua_jwt_secret() ) {
		return bua_jwt_not_configured();
	}
	$user = bua_check_credentials( $request['username'], $request['password'] );
	return is_wp_error( $user ) ? bua_throttled_response( $user ) : $user;
}

/** A 429 answer with Retry-After for a throttled sign-in. */
function bua_throttled_response( WP_Error $error ): WP_REST_Response {
	$data     = (array) $error->get_error_data();
	$response = new WP_REST_Response(
		array(
			'code'    => 'bua_throttled',
			'message' => $error->get_error_message(),
			'data'    => array( 'status' => 429 ),
		),
		429
	);
	$response->header( 'Retry-After', (string) (int) ( $data['retry_after'] ?? 300 ) );
	return $response;
}

/** The Bearer token of a REST request, verified; WP_Error 403 (or 503) otherwise. */
function bua_jwt_from_request( WP_REST_Request $request ) {
	$token = bua_bearer_token_from_header( $request->get_header( 'authorization' ) );
	if ( null === $token ) {
		return bua_error( 'jwt_auth_no_auth_header', 'Authorization header with a Bearer token is required.', 403 );
	}
	$result = bua_jwt_verify( $token );
	if ( is_wp_error( $result ) && 'jwt_auth_invalid_token' === $result->get_error_code() ) {
		// The contract answers 403 here (401 is for using a bad token on other routes).
		return bua_error( 'jwt_auth_invalid_token', $result->get_error_message(), 403 );
	}
	return $result;
}

/**
 * A password door (jwt-auth/v1 token, bua/v1 login): a public POST of username and password that
 * runs bua_password_attempt, then issues a token. $signed_in( $user, $token ) answers a success,
 * $wrong_credentials() the one answer for a wrong name or password (no enumeration).
 */
function bua_register_password_route( string $route_namespace, string $route, callable $signed_in, callable $wrong_credentials ): void {
	register_rest_route(
		$route_namespace,
		$route,
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'permission_callback' => '__return_true',
			'args'                => bua_credentials_args(),
			'callback'            => static function ( WP_REST_Request $request ) use ( $signed_in, $wrong_credentials ) {
				$user = bua_password_attempt( $request );
				if ( null !== $user && ! $user instanceof WP_User ) {
					return $user;
				}
				if ( ! $user ) {
					return $wrong_credentials();
				}
				$issued = bua_jwt_issue( $user );
				return is_wp_error( $issued ) ? $issued : $signed_in( $user, $issued['token'] );
			},
		)
	);
}

/**
 * A jwt-auth/v1 POST route about the Bearer token the request carries: a missing or bad token
 * gets bua_jwt_from_request's refusal, a good one's verification (user_id, claims) goes to $with_verified.
 */
function bua_register_token_route( string $route, callable $with_verified ): void {
	register_rest_route(
		'jwt-auth/v1',
		$route,
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'permission_callback' => '__return_true',
			'callback'            => static function ( WP_REST_Request $request ) use ( $with_verified ) {
				$verified = bua_jwt_from_request( $request );
				return is_wp_error( $verified ) ? $verified : $with_verified( $verified );
			},
		)
	);
}

function bua_register_jwt_routes(): void {
	bua_register_password_route(
		'jwt-auth/v1',
		'/token',
		static fn ( WP_User $user, string $token ) => rest_ensure_response(
			array(
				'token'             => $token,
				'user_email'        => $user->user_email,
				'user_nicename'     => $user->user_nicename,
				'user_display_name' => $user->display_name,
			)
		),
		static fn () => bua_error( 'jwt_auth_failed', 'Incorrect username or password.', 403 )
	);

	bua_register_token_route(
		'/token/validate',
		static fn () => rest_ensure_response(
			array(
				'code' => 'jwt_auth_valid_token',
				'data' => array( 'status' => 200 ),
			)
		)
	);

	bua_register_token_route(
		'/token/refresh',
		static function ( array $verified ) {
			$issued = bua_jwt_issue( get_userdata( $verified['user_id'] ) );
			return is_wp_error( $issued ) ? $issued : rest_ensure_response( array( 'token' => $issued['token'] ) );
		}
	);
}
add_action( 'rest_api_init', 'bua_register_jwt_routes' );
