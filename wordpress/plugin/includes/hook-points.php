<?php
/**
 * Hook points for later issues. Nothing here pretends to do their work.
 *
 * - Revalidation webhook (later issue): the portal caches pages; when content changes it must be
 *   told. This file fires `bua_content_changed` whenever a post of the five types changes
 *   visibility or content, or is deleted. A later file hooks that action and calls the portal;
 *   today nothing listens, so nothing is sent.
 * - SSO / CAS (later issue): routes-account.php fires `bua_user_logged_in` and
 *   `bua_user_logged_out`; routes-sso.php fires them for SSO too.
 */

defined( 'ABSPATH' ) || exit;

function bua_fire_content_changed( WP_Post $post, string $reason ): void {
	if ( ! in_array( $post->post_type, bua_content_types(), true ) || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return;
	}
	/**
	 * A post of the five types changed in a way the portal may show.
	 *
	 * @param WP_Post $post   The post (already deleted from the database when $reason is 'deleted').
	 * @param string  $reason 'status:{old}->{new}', 'updated' or 'deleted'.
	 */
	do_action( 'bua_content_changed', $post, $reason );
}

add_action(
	'transition_post_status',
	static function ( $new_status, $old_status, $post ) {
		if ( $post instanceof WP_Post && $new_status !== $old_status && 'auto-draft' !== $new_status ) {
			bua_fire_content_changed( $post, "status:{$old_status}->{$new_status}" );
		}
	},
	10,
	3
);
add_action(
	'post_updated',
	static function ( $post_id, $after, $before ) {
		if ( $after instanceof WP_Post && $before instanceof WP_Post && $after->post_status === $before->post_status && in_array( $after->post_status, bua_readable_everywhere_statuses(), true ) ) {
			bua_fire_content_changed( $after, 'updated' );
		}
	},
	10,
	3
);
add_action(
	'after_delete_post',
	static function ( $post_id, $post ) {
		if ( $post instanceof WP_Post ) {
			bua_fire_content_changed( $post, 'deleted' );
		}
	},
	10,
	2
);
