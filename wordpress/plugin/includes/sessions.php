<?php
/**
 * Ending a user's sessions everywhere: their WordPress tokens (the token version folded into every
 * JWT, see jwt.php), their WordPress cookie sessions (wp-admin, the editor hand-over), and their
 * portal sessions (a signed `sessions_revoked` notice to every portal, through the revalidation
 * queue, so the next portal request of that user finds the session ended).
 *
 * Happens on sign-out (bua/v1/logout), a password change, the user's removal, and when the user
 * loses their bureau role.
 */

defined( 'ABSPATH' ) || exit;

function bua_end_user_sessions( int $user_id, string $reason ): void {
	$user = get_userdata( $user_id );
	if ( ! $user ) {
		return;
	}
	update_user_meta( $user_id, 'bua_token_version', (int) get_user_meta( $user_id, 'bua_token_version', true ) + 1 );
	WP_Session_Tokens::get_instance( $user_id )->destroy_all();
	if ( function_exists( 'bua_revalidate_enabled' ) && bua_revalidate_enabled() ) {
		bua_revalidate_enqueue(
			array(
				'event' => 'sessions_revoked',
				'login' => $user->user_login,
				'at'    => time(),
			),
			bua_revalidate_targets()
		); // Delivered at the end of this request (revalidate-notify.php wakes the worker when due).
	}
	/**
	 * Fires after all sessions of a user were ended.
	 *
	 * @param int    $user_id
	 * @param string $reason logout | password | removed | role
	 */
	do_action( 'bua_user_sessions_ended', $user_id, $reason );
}

// A password change (profile, REST, reset link) ends every session but the one making the change
// in wp-admin, which WordPress re-issues itself after the change.
add_action(
	'profile_update',
	static function ( $user_id, $old_user ) {
		$user = get_userdata( $user_id );
		if ( $user && $old_user instanceof WP_User && $user->user_pass !== $old_user->user_pass ) {
			bua_end_user_sessions( (int) $user_id, 'password' );
		}
	},
	10,
	2
);
add_action(
	'after_password_reset',
	static function ( $user ) {
		if ( $user instanceof WP_User ) {
			bua_end_user_sessions( $user->ID, 'password' );
		}
	}
);
add_action(
	'delete_user',
	static function ( $user_id ) {
		bua_end_user_sessions( (int) $user_id, 'removed' );
	}
);
/**
 * Roles whose sessions see more than a visitor: the bureau roles, and the roles that read every
 * bureau's private posts (the portal's staff view: its lib/auth/claims.ts STAFF_VIEW_ROLES). The
 * portal's session carries the roles it signed in with, so losing one of these ends the sessions.
 */
function bua_session_roles(): array {
	return array_merge( bua_bureau_roles(), array( 'administrator', 'editor' ) );
}
add_action(
	'set_user_role',
	static function ( $user_id, $role, $old_roles ) {
		if ( array_diff( array_intersect( bua_session_roles(), (array) $old_roles ), array( $role ) ) ) {
			bua_end_user_sessions( (int) $user_id, 'role' );
		}
	},
	10,
	3
);
add_action(
	'remove_user_role',
	static function ( $user_id, $role ) {
		if ( in_array( $role, bua_session_roles(), true ) ) {
			bua_end_user_sessions( (int) $user_id, 'role' );
		}
	},
	10,
	2
);
