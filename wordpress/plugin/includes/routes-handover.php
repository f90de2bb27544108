<?php
/**
 * Editor hand-over: a staff member signed in to the portal opens WordPress's
 * editor already signed in, whatever the domains of portal and WordPress.
 *
 * 1. POST bua/v1/handover {redirect_to} — from the portal's server only (X-BUA-Portal-Key) with
 *    the user's Bearer token — answers {url}: wp-login.php?action=bua_handover&code=…, where the
 *    code is single-use, valid 60 s, and stands for the token's user (one-time-codes.php).
 * 2. The browser opens that url: WordPress redeems the code, sets its own auth cookie, and sends
 *    the browser to redirect_to (a wp-admin address; anything else becomes the dashboard).
 * Signing out of the portal ends these cookie sessions too (sessions.php).
 */

defined( 'ABSPATH' ) || exit;

const BUA_HANDOVER_TTL = 60;
const BUA_HANDOVER_BINDING = 'editor-handover';

/** A wp-admin address to land on; anything else (another host, the front end) is the dashboard. */
function bua_handover_target( $redirect_to ): string {
	$fallback = admin_url();
	$target   = is_string( $redirect_to ) && '' !== $redirect_to ? $redirect_to : $fallback;
	if ( 0 === strpos( $target, '/' ) && 0 !== strpos( $target, '//' ) ) {
		$target = home_url( $target );
	}
	$target = wp_validate_redirect( $target, $fallback );
	return 0 === strpos( $target, admin_url() ) ? $target : $fallback;
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'bua/v1',
			'/handover',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'permission_callback' => static function () {
					if ( ! bua_request_is_from_portal() ) {
						return bua_portal_only_error();
					}
					return bua_signed_in_check( 'You are not currently logged in.' );
				},
				'args'                => array(
					'redirect_to' => array(
						'type'     => 'string',
						'required' => false,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$user = wp_get_current_user();
					$code = bua_code_issue( 'handover', $user, BUA_HANDOVER_BINDING, BUA_HANDOVER_TTL );
					$url  = add_query_arg(
						array(
							'action'      => 'bua_handover',
							'code'        => $code,
							'redirect_to' => rawurlencode( bua_handover_target( $request->get_param( 'redirect_to' ) ) ),
						),
						wp_login_url()
					);
					return bua_no_store_response( array( 'url' => $url ) );
				},
			)
		);
	}
);

/** wp-login.php?action=bua_handover&code=…&redirect_to=…: the browser's side of the hand-over. */
function bua_handover_login(): void {
	$code = isset( $_GET['code'] ) ? sanitize_text_field( wp_unslash( $_GET['code'] ) ) : '';
	$user = bua_code_redeem( 'handover', $code, BUA_HANDOVER_BINDING );
	nocache_headers();
	if ( ! $user ) {
		wp_die(
			esc_html__( 'This editor link has expired or was already used. Open the editor again from the portal.' ),
			esc_html__( 'Link expired' ),
			array( 'response' => 403 )
		);
	}
	wp_set_current_user( $user->ID );
	wp_set_auth_cookie( $user->ID, false, is_ssl() );
	do_action( 'bua_user_logged_in', $user );
	$target = bua_handover_target( isset( $_GET['redirect_to'] ) ? wp_unslash( $_GET['redirect_to'] ) : '' );
	wp_safe_redirect( $target, 302 );
	exit;
}
add_action( 'login_form_bua_handover', 'bua_handover_login' );
