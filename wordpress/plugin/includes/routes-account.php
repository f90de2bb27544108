<?php
/**
 * bua/v1 account routes.
 *
 * POST login        {username, password} -> {success, token, bureau, roles, user_login} and a
 *                   WordPress auth cookie (so links into wp-admin open signed in).
 *                   Wrong -> 403 {success:false, error, message} (plus the usual code/data).
 * POST logout       Bearer token (or cookie + REST nonce) -> {success:true}: every token of the
 *                   user is revoked and every WordPress cookie session of the user ends
 *                   (sessions.php); without either -> 401.
 * GET  current-user -> {id, user_login, slug, name, roles[], bureau}; anonymous -> 401.
 */

defined( 'ABSPATH' ) || exit;

function bua_user_summary( WP_User $user ): array {
	return array(
		'id'         => (int) $user->ID,
		'user_login' => $user->user_login,
		'slug'       => $user->user_nicename,
		'name'       => $user->display_name,
		'roles'      => array_values( (array) $user->roles ),
		'bureau'     => bua_user_bureau( $user ),
	);
}

function bua_register_account_routes(): void {
	bua_register_password_route(
		'bua/v1',
		'/login',
		static function ( WP_User $user, string $token ) {
			wp_set_current_user( $user->ID );
			wp_set_auth_cookie( $user->ID, false, is_ssl() );
			/**
			 * Fires after a successful bua/v1 login (hook point for SSO bookkeeping, audit logs).
			 *
			 * @param WP_User $user
			 */
			do_action( 'bua_user_logged_in', $user );
			return rest_ensure_response(
				array(
					'success'    => true,
					'token'      => $token,
					'bureau'     => bua_user_bureau( $user ),
					'roles'      => array_values( (array) $user->roles ),
					'user_login' => $user->user_login,
				)
			);
		},
		static fn () => new WP_REST_Response(
			array(
				'success' => false,
				'code'    => 'bua_login_failed',
				'error'   => 'invalid_credentials',
				'message' => 'Incorrect username or password.',
				'data'    => array( 'status' => 403 ),
			),
			403
		)
	);

	register_rest_route(
		'bua/v1',
		'/logout',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			// The Bearer token (the portal's server) or a cookie with its REST nonce: a bare cookie
			// is anonymous in REST, so another site cannot sign a user out by a forged form.
			'permission_callback' => static fn () => bua_signed_in_check( 'Sign-out needs the Bearer token or a REST nonce.' ),
			'callback'            => static function () {
				$user_id = get_current_user_id();
				bua_end_user_sessions( $user_id, 'logout' );
				wp_logout(); // Clears this browser's auth cookies, if any.
				/**
				 * Fires after bua/v1 logout (hook point for a later SSO/CAS global logout).
				 *
				 * @param int $user_id
				 */
				do_action( 'bua_user_logged_out', $user_id );
				return rest_ensure_response( array( 'success' => true ) );
			},
		)
	);

	register_rest_route(
		'bua/v1',
		'/current-user',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'permission_callback' => static fn () => bua_signed_in_check( 'You are not currently logged in.' ),
			'callback'            => static function () {
				return rest_ensure_response( bua_user_summary( wp_get_current_user() ) );
			},
		)
	);
}
add_action( 'rest_api_init', 'bua_register_account_routes' );
