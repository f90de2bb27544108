<?php
/**
 * The portal's staff reader: what every signed-in staff member reads on the public
 * screens — published and private (INTERNAL) posts of every bureau, behaviour §6 — is the same for
 * all of them, so the portal renders those pages once, as this reader, and caches them for all
 * staff. Who may see the cached copy is the portal's session check (proxy.ts); what the copy may
 * contain is decided here, by this account's capabilities.
 *
 * A REST GET (or HEAD) that carries the portal's key (portal-trust.php) and `X-BUA-Staff-Reader: 1`,
 * and identifies nobody else, runs as the built-in user `bua_staff_reader`, role of the same name:
 * `read` and `read_private_bua_posts`, nothing more. So it reads private posts but no pending,
 * draft or future one (core refuses those statuses without edit_bua_posts), and writes nothing.
 * Without the key the header is ignored: a stranger stays anonymous.
 *
 * The account is nobody's: it cannot sign in by password (wp-login.php, the token and login
 * doors), by application password, by single sign-on or by password reset.
 */

defined( 'ABSPATH' ) || exit;

define( 'BUA_STAFF_READER_LOGIN', 'bua_staff_reader' );

function bua_is_staff_reader( $user ): bool {
	return $user instanceof WP_User && BUA_STAFF_READER_LOGIN === $user->user_login;
}

/**
 * The reader's user id, created (with the role, a random password and no usable e-mail) when missing:
 * on the roles' sync (roles.php), else by the first staff read. Reads arrive in bursts (a build
 * renders pages in parallel): when another request created the account first, that one is used.
 */
function bua_staff_reader_id(): int {
	$user = get_user_by( 'login', BUA_STAFF_READER_LOGIN );
	if ( ! $user ) {
		$id = wp_insert_user(
			array(
				'user_login'   => BUA_STAFF_READER_LOGIN,
				'user_pass'    => wp_generate_password( 64, true, true ),
				'user_email'   => BUA_STAFF_READER_LOGIN . '@invalid.invalid',
				'display_name' => 'Portal staff reader',
				'role'         => 'bua_staff_reader',
			)
		);
		// An error here is another request having created it a moment before.
		$user = is_wp_error( $id ) ? get_user_by( 'login', BUA_STAFF_READER_LOGIN ) : get_userdata( $id );
		if ( ! $user ) {
			return 0;
		}
	}
	// Exactly its own role: also while another request is still writing it, or if someone gave it another.
	if ( array( 'bua_staff_reader' ) !== array_values( (array) $user->roles ) ) {
		$user->set_role( 'bua_staff_reader' );
	}
	return (int) $user->ID;
}

/**
 * Whether this request is the portal reading as staff: a REST request (not wp-admin or wp-login.php
 * with a `rest_route` parameter), GET or HEAD and not re-spelled as another method (`?_method=`,
 * X-HTTP-Method-Override, which WordPress's REST server would obey), the key and the header.
 */
function bua_request_is_staff_read(): bool {
	$method   = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( $_SERVER['REQUEST_METHOD'] ) : '';
	$asked    = isset( $_SERVER['HTTP_X_BUA_STAFF_READER'] ) && '1' === $_SERVER['HTTP_X_BUA_STAFF_READER'];
	$override = isset( $_GET['_method'] ) || isset( $_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] ); // phpcs:ignore WordPress.Security.NonceVerification
	$path     = (string) parse_url( isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? $_SERVER['REQUEST_URI'] : '', PHP_URL_PATH );
	$not_rest = is_admin() || false !== strpos( $path, 'wp-login.php' ) || false !== strpos( $path, '/wp-admin' );
	return $asked && ! $override && ! $not_rest && in_array( $method, array( 'GET', 'HEAD' ), true ) && bua_is_rest_request_uri() && bua_request_has_portal_key();
}

// After core's cookie (10), application passwords (20) and the bearer token (30): anyone already
// identified stays who they are (the portal never sends both), except the reader itself, which is
// nobody outside a staff read (a cookie or code issued to it some other way opens nothing).
add_filter(
	'determine_current_user',
	static function ( $user_id ) {
		$staff_read = bua_request_is_staff_read();
		if ( $user_id ) {
			return ! $staff_read && bua_is_staff_reader( get_userdata( (int) $user_id ) ) ? 0 : $user_id;
		}
		if ( ! $staff_read ) {
			return $user_id;
		}
		// The current user may be asked for before `init`, where roles.php syncs the roles: the
		// account's capabilities are read from its role now, so the role must exist now.
		if ( ! get_role( 'bua_staff_reader' ) ) {
			bua_roles_maybe_sync();
		}
		$reader = bua_staff_reader_id();
		return $reader > 0 ? $reader : $user_id;
	},
	40
);

// Reads only, however the method is spelled: WordPress's REST server also takes the method from
// `?_method=` and X-HTTP-Method-Override, after the check above saw a GET.
add_filter(
	'rest_pre_dispatch',
	static function ( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! bua_is_staff_reader( wp_get_current_user() ) ) {
			return $result;
		}
		return in_array( $request->get_method(), array( 'GET', 'HEAD' ), true ) ? $result : bua_error( 'bua_reader_reads_only', 'The staff reader only reads.', 403 );
	},
	1,
	3
);

/** Every password door (wp-login.php, jwt-auth/v1/token, bua/v1/login) goes through wp_authenticate(). */
add_filter(
	'authenticate',
	static function ( $user ) {
		return bua_is_staff_reader( $user ) ? new WP_Error( 'bua_reader_cannot_sign_in', 'This account cannot sign in.' ) : $user;
	},
	100
);

add_filter(
	'bua_sso_map_user',
	static function ( $user ) {
		return bua_is_staff_reader( $user ) ? false : $user;
	},
	PHP_INT_MAX
);

add_filter(
	'wp_is_application_passwords_available_for_user',
	static function ( $available, $user ) {
		return bua_is_staff_reader( $user ) ? false : $available;
	},
	10,
	2
);

add_filter(
	'allow_password_reset',
	static function ( $allowed, $user_id ) {
		return bua_is_staff_reader( get_userdata( (int) $user_id ) ) ? false : $allowed;
	},
	10,
	2
);
