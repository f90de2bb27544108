<?php
/**
 * Single sign-on through CAS (protocol 3.0), client side, for the portal (behaviour §2.14/4/7).
 *
 * Settings (wp-config.php):
 * - BUA_CAS_SERVER_URL: the CAS server's base address, e.g. https://sso.example.go.id/cas
 *   (its /login, /p3/serviceValidate and /logout are used). Empty: SSO answers 503.
 * - BUA_PORTAL_URL (one or more portal addresses, comma-separated; also used by the revalidation
 *   webhooks) and BUA_SSO_ALLOWED_ORIGINS (more portal addresses): only these origins are ever
 *   redirected to. Anything else is refused, so WordPress is no open redirect.
 *
 * Round trip:
 * 1. GET  bua/v1/sso/initiate?redirect_to=<portal origin + returnTo>&state=<portal's state>
 *    -> {success:true, redirect_url:"<CAS>/login?service=<callback>"}; the browser goes there.
 * 2. CAS signs the user in and sends the browser to the service (callback) with ?ticket=ST-….
 * 3. GET  bua/v1/sso/callback validates the ticket with <CAS>/p3/serviceValidate (same service
 *    string), maps the CAS user to the WordPress user (login, else e-mail attribute; filter
 *    `bua_sso_map_user`), sets the WordPress cookie, and redirects the browser to
 *    <portal origin>/auth/sso-callback?token=<code>&sso_status=success&redirectTo=…&state=…
 *    The "token" is a random single-use code valid for 60 s — never the JWT, which must not
 *    appear in an address (history, logs, Referer). Failures redirect with sso_status=error
 *    and sso_message.
 * 4. POST bua/v1/sso/exchange {code, state} (from the portal's server, with its key) -> {success, token (JWT),
 *    user_login, name, roles, bureau}; the code is deleted atomically first, so it works once.
 * 5. GET  bua/v1/sso/logout?redirect_to=<portal>/login clears the WordPress cookie and sends the
 *    browser to <CAS>/logout?service=<redirect_to>, which comes back to the portal.
 */

defined( 'ABSPATH' ) || exit;

/** Seconds a hand-off code may wait for its exchange. */
const BUA_SSO_CODE_TTL = 60;
const BUA_CAS_NS = 'http://www.yale.edu/tp/cas';

function bua_cas_server_url(): string {
	$url = defined( 'BUA_CAS_SERVER_URL' ) ? trim( (string) BUA_CAS_SERVER_URL ) : '';
	$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
	return ( '' !== $url && filter_var( $url, FILTER_VALIDATE_URL ) && in_array( $scheme, array( 'http', 'https' ), true ) ) ? untrailingslashit( $url ) : '';
}

/** Portal origins SSO may send a browser back to. */
function bua_sso_allowed_origins(): array {
	$raw = ( defined( 'BUA_PORTAL_URL' ) ? (string) BUA_PORTAL_URL : '' ) . ',' . ( defined( 'BUA_SSO_ALLOWED_ORIGINS' ) ? (string) BUA_SSO_ALLOWED_ORIGINS : '' );
	return bua_origins_of( preg_split( '/[\s,]+/', $raw, -1, PREG_SPLIT_NO_EMPTY ) );
}

/** The portal origin of an allowed redirect_to, or null. The URL must start with that origin. */
function bua_sso_portal_origin( $url ): ?string {
	$origin = bua_origin_of( $url );
	if ( null === $origin || ! in_array( $origin, bua_sso_allowed_origins(), true ) ) {
		return null;
	}
	// "http://portal:3000@evil" and friends are refused above (user/pass); also require a path boundary.
	$rest = substr( $url, strlen( $origin ) );
	if ( 0 !== stripos( $url, $origin ) || ( '' !== $rest && ! in_array( $rest[0], array( '/', '?', '#' ), true ) ) ) {
		return null;
	}
	return $origin;
}

/** The portal's state, passed through untouched: opaque, short, URL-safe. */
function bua_sso_clean_state( $state ): string {
	return ( is_string( $state ) && preg_match( '/^[A-Za-z0-9_-]{0,200}$/', $state ) ) ? $state : '';
}

/** The CAS service address: our callback with redirect_to and state. Identical in steps 1 and 3. */
function bua_sso_service_url( string $redirect_to, string $state ): string {
	$base = rest_url( 'bua/v1/sso/callback' );
	$query = http_build_query( array( 'redirect_to' => $redirect_to, 'state' => $state ), '', '&', PHP_QUERY_RFC3986 );
	return $base . ( false === strpos( $base, '?' ) ? '?' : '&' ) . $query;
}

function bua_sso_json_error( string $code, string $message, int $status ): WP_REST_Response {
	return new WP_REST_Response(
		array(
			'success' => false,
			'code'    => $code,
			'message' => $message,
			'data'    => array( 'status' => $status ),
		),
		$status
	);
}

function bua_sso_redirect( string $location ): WP_REST_Response {
	$response = new WP_REST_Response( null, 302 );
	$response->header( 'Location', $location );
	$response->header( 'Cache-Control', 'no-store' );
	$response->header( 'Referrer-Policy', 'no-referrer' );
	return $response;
}

/** Back to the portal's /auth/sso-callback with the behaviour §2.14 parameters. */
function bua_sso_back_to_portal( string $origin, array $params ): WP_REST_Response {
	return bua_sso_redirect( $origin . '/auth/sso-callback?' . http_build_query( $params, '', '&', PHP_QUERY_RFC3986 ) );
}

/**
 * Validates a service ticket with CAS 3.0's /p3/serviceValidate.
 * Returns ['user' => string, 'attributes' => array] or WP_Error with CAS's failure code.
 */
function bua_cas_validate_ticket( string $cas, string $service, string $ticket ) {
	$url = $cas . '/p3/serviceValidate?' . http_build_query( array( 'service' => $service, 'ticket' => $ticket ), '', '&', PHP_QUERY_RFC3986 );
	$response = wp_remote_get( $url, array( 'timeout' => 10, 'redirection' => 0, 'headers' => array( 'Accept' => 'application/xml, text/xml' ) ) );
	if ( is_wp_error( $response ) ) {
		return new WP_Error( 'cas_unreachable', 'The CAS server could not be reached.' );
	}
	if ( 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
		return new WP_Error( 'cas_http_' . (int) wp_remote_retrieve_response_code( $response ), 'The CAS server answered with status ' . (int) wp_remote_retrieve_response_code( $response ) . '.' );
	}
	$body = (string) wp_remote_retrieve_body( $response );
	if ( '' === trim( $body ) || strlen( $body ) > 100000 || false !== stripos( $body, '<!DOCTYPE' ) ) {
		return new WP_Error( 'cas_bad_response', 'The CAS server gave an unreadable answer.' );
	}
	$previous = libxml_use_internal_errors( true );
	$doc      = new DOMDocument();
	$loaded   = $doc->loadXML( $body, LIBXML_NONET );
	libxml_clear_errors();
	libxml_use_internal_errors( $previous );
	if ( ! $loaded ) {
		return new WP_Error( 'cas_bad_response', 'The CAS server gave an unreadable answer.' );
	}
	$success = $doc->getElementsByTagNameNS( BUA_CAS_NS, 'authenticationSuccess' )->item( 0 );
	if ( ! $success ) {
		$failure = $doc->getElementsByTagNameNS( BUA_CAS_NS, 'authenticationFailure' )->item( 0 );
		$code    = $failure instanceof DOMElement ? (string) $failure->getAttribute( 'code' ) : 'UNKNOWN';
		return new WP_Error( 'cas_' . strtolower( preg_replace( '/[^A-Za-z_]/', '', $code ) ), 'CAS ticket validation failed: ' . ( $code ?: 'UNKNOWN' ) . '.' );
	}
	$user_node = $success->getElementsByTagNameNS( BUA_CAS_NS, 'user' )->item( 0 );
	$user      = $user_node ? trim( $user_node->textContent ) : '';
	if ( '' === $user ) {
		return new WP_Error( 'cas_no_user', 'The CAS server did not name the user.' );
	}
	$attributes = array();
	$container  = $success->getElementsByTagNameNS( BUA_CAS_NS, 'attributes' )->item( 0 );
	if ( $container ) {
		foreach ( $container->childNodes as $node ) {
			if ( $node instanceof DOMElement ) {
				$attributes[ $node->localName ] = trim( $node->textContent );
			}
		}
	}
	return array(
		'user'       => $user,
		'attributes' => $attributes,
	);
}

/** The WordPress user of a CAS identity: same login, else the CAS e-mail attribute. */
function bua_sso_map_user( string $cas_user, array $attributes ): ?WP_User {
	$user = get_user_by( 'login', $cas_user );
	if ( ! $user && ! empty( $attributes['email'] ) && is_email( $attributes['email'] ) ) {
		$user = get_user_by( 'email', $attributes['email'] );
	}
	/**
	 * Lets a site map CAS identities its own way (e.g. by an employee number attribute).
	 *
	 * @param WP_User|false $user
	 * @param string        $cas_user
	 * @param array         $attributes
	 */
	$user = apply_filters( 'bua_sso_map_user', $user, $cas_user, $attributes );
	return $user instanceof WP_User && $user->exists() ? $user : null;
}

function bua_sso_initiate( WP_REST_Request $request ): WP_REST_Response {
	$cas = bua_cas_server_url();
	if ( '' === $cas ) {
		return bua_sso_json_error( 'bua_sso_not_configured', 'Single sign-on is not configured on this site (CAS_SERVER_URL).', 503 );
	}
	$redirect_to = (string) $request->get_param( 'redirect_to' );
	if ( null === bua_sso_portal_origin( $redirect_to ) ) {
		return bua_sso_json_error( 'bua_sso_bad_redirect', 'redirect_to is not an address of an allowed portal.', 400 );
	}
	$service = bua_sso_service_url( $redirect_to, bua_sso_clean_state( $request->get_param( 'state' ) ) );
	return bua_no_store_response(
		array(
			'success'      => true,
			'redirect_url' => $cas . '/login?service=' . rawurlencode( $service ),
		)
	);
}

function bua_sso_callback( WP_REST_Request $request ): WP_REST_Response {
	$redirect_to = (string) $request->get_param( 'redirect_to' );
	$origin      = bua_sso_portal_origin( $redirect_to );
	if ( null === $origin ) {
		return bua_sso_json_error( 'bua_sso_bad_redirect', 'redirect_to is not an address of an allowed portal.', 400 );
	}
	$state = bua_sso_clean_state( $request->get_param( 'state' ) );
	$fail  = static function ( string $message ) use ( $origin, $redirect_to, $state ): WP_REST_Response {
		return bua_sso_back_to_portal( $origin, array( 'sso_status' => 'error', 'sso_message' => $message, 'redirectTo' => $redirect_to, 'state' => $state ) );
	};
	$cas = bua_cas_server_url();
	if ( '' === $cas ) {
		return $fail( 'Single sign-on is not configured on this site.' );
	}
	$ticket = (string) $request->get_param( 'ticket' );
	if ( '' === $ticket || strlen( $ticket ) > 256 || ! preg_match( '/^[\x21-\x7e]+$/', $ticket ) ) {
		return $fail( 'No CAS ticket was received.' );
	}
	$validated = bua_cas_validate_ticket( $cas, bua_sso_service_url( $redirect_to, $state ), $ticket );
	if ( is_wp_error( $validated ) ) {
		return $fail( $validated->get_error_message() );
	}
	$user = bua_sso_map_user( $validated['user'], $validated['attributes'] );
	if ( ! $user ) {
		return $fail( 'This CAS account has no user on the portal.' );
	}
	if ( null === bua_jwt_secret() ) {
		return $fail( 'Token authentication is not configured on this site.' );
	}
	// Links into wp-admin open signed in, as after a password login (behaviour §4).
	wp_set_current_user( $user->ID );
	wp_set_auth_cookie( $user->ID, false, is_ssl() );
	do_action( 'bua_user_logged_in', $user );
	return bua_sso_back_to_portal(
		$origin,
		array( 'token' => bua_code_issue( 'sso', $user, $state, BUA_SSO_CODE_TTL ), 'sso_status' => 'success', 'redirectTo' => $redirect_to, 'state' => $state )
	);
}

function bua_sso_exchange( WP_REST_Request $request ) {
	if ( ! bua_request_is_from_portal() ) {
		return bua_portal_only_error();
	}
	$code  = $request->get_param( 'code' );
	$state = bua_sso_clean_state( $request->get_param( 'state' ) );
	$user  = is_string( $code ) ? bua_code_redeem( 'sso', $code, $state ) : null;
	if ( ! $user ) {
		return bua_sso_json_error( 'bua_sso_invalid_code', 'The single sign-on code is invalid or has expired.', 400 );
	}
	$issued = bua_jwt_issue( $user );
	if ( is_wp_error( $issued ) ) {
		return $issued;
	}
	return bua_no_store_response(
		array(
			'success'    => true,
			'token'      => $issued['token'],
			'user_login' => $user->user_login,
			'name'       => $user->display_name,
			'roles'      => array_values( (array) $user->roles ),
			'bureau'     => bua_user_bureau( $user ),
		)
	);
}

function bua_sso_logout( WP_REST_Request $request ): WP_REST_Response {
	$redirect_to = (string) $request->get_param( 'redirect_to' );
	if ( null === bua_sso_portal_origin( $redirect_to ) ) {
		return bua_sso_json_error( 'bua_sso_bad_redirect', 'redirect_to is not an address of an allowed portal.', 400 );
	}
	// As in bua/v1/logout: the browser's WordPress cookie session is destroyed, not just forgotten.
	$cookie_user = wp_validate_auth_cookie( '', 'logged_in' );
	$cookie      = wp_parse_auth_cookie( '', 'logged_in' );
	if ( $cookie_user && ! empty( $cookie['token'] ) ) {
		WP_Session_Tokens::get_instance( $cookie_user )->destroy( $cookie['token'] );
	}
	wp_logout();
	do_action( 'bua_user_logged_out', (int) $cookie_user );
	$cas = bua_cas_server_url();
	return bua_sso_redirect( '' === $cas ? $redirect_to : $cas . '/logout?service=' . rawurlencode( $redirect_to ) );
}

function bua_register_sso_routes(): void {
	$routes = array(
		'/sso/initiate' => array( WP_REST_Server::READABLE, 'bua_sso_initiate' ),
		'/sso/callback' => array( WP_REST_Server::READABLE, 'bua_sso_callback' ),
		'/sso/exchange' => array( WP_REST_Server::CREATABLE, 'bua_sso_exchange' ),
		'/sso/logout'   => array( WP_REST_Server::READABLE, 'bua_sso_logout' ),
	);
	foreach ( $routes as $route => list( $methods, $callback ) ) {
		register_rest_route(
			'bua/v1',
			$route,
			array(
				'methods'             => $methods,
				'permission_callback' => '__return_true',
				'callback'            => $callback,
			)
		);
	}
}
add_action( 'rest_api_init', 'bua_register_sso_routes' );
