<?php
/**
 * Every post of the five types carries `bua_bureau`. When it is missing on save, it is taken
 * from the author's login (admin_humas -> humas), so posts written in wp-admin by bureau users
 * need no extra field. A value already set (seed, administrator) is never overwritten.
 */

defined( 'ABSPATH' ) || exit;

function bua_fill_post_bureau( $post_id, $post ): void {
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, bua_content_types(), true ) ) {
		return;
	}
	if ( wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) ) {
		return;
	}
	if ( null !== bua_post_bureau( $post_id ) ) {
		return;
	}
	$author = get_userdata( (int) $post->post_author );
	if ( ! $author ) {
		return;
	}
	// Login first (the contract's rule), user meta as a fallback for logins without a bureau part.
	$bureau = bua_bureau_from_login( $author->user_login ) ?? bua_user_bureau( $author );
	if ( null !== $bureau ) {
		update_post_meta( $post_id, 'bua_bureau', $bureau );
	}
}
add_action( 'save_post', 'bua_fill_post_bureau', 10, 2 );
