<?php
/**
 * Review by a bureau_redaktur (behaviour §6, 2.16): within their own bureau (the
 * scope of visibility.php), an editor opens a pending post, edits it, and either approves it
 * (publish, or private for INTERNAL) or rejects it (back to draft). The role has publish_bua_posts
 * for that, but publishing is limited to approving: a post that is not pending cannot be
 * published by an editor (REST 403 `bua_review_only`; in wp-admin it stays pending). No deleting.
 */

defined( 'ABSPATH' ) || exit;

/** An editor who is not also an admin: publishing only by approving. */
function bua_user_only_reviews( int $user_id ): bool {
	$user = $user_id > 0 ? get_userdata( $user_id ) : false;
	if ( ! $user ) {
		return false;
	}
	$roles = (array) $user->roles;
	return in_array( 'bureau_redaktur', $roles, true ) && ! in_array( 'bureau_admin', $roles, true ) && ! in_array( 'administrator', $roles, true );
}

/** Whether moving a post from $current to $target is something an editor may do. */
function bua_review_allows( ?string $current, string $target ): bool {
	if ( ! in_array( $target, array( 'publish', 'private', 'future' ), true ) ) {
		return true; // Editing, keeping pending, or rejecting to draft.
	}
	return 'pending' === $current;
}

function bua_review_rest_guard( $prepared, WP_REST_Request $request ) {
	if ( is_wp_error( $prepared ) || ! isset( $prepared->post_status ) || ! bua_user_only_reviews( get_current_user_id() ) ) {
		return $prepared;
	}
	$current = empty( $prepared->ID ) ? null : get_post_status( (int) $prepared->ID );
	if ( bua_review_allows( false === $current ? null : $current, (string) $prepared->post_status ) ) {
		return $prepared;
	}
	return bua_error( 'bua_review_only', 'An editor publishes only pending posts of their own bureau (approve).', 403 );
}
foreach ( bua_content_types() as $bua_type ) {
	add_filter( "rest_pre_insert_{$bua_type}", 'bua_review_rest_guard', 10, 2 );
}
unset( $bua_type );

/** wp-admin and every other path: an editor's publish of a post that was not pending stays pending. */
function bua_review_insert_data( array $data, array $postarr ): array {
	if ( ! in_array( $data['post_type'] ?? '', bua_content_types(), true ) || ! bua_user_only_reviews( get_current_user_id() ) ) {
		return $data;
	}
	$current = empty( $postarr['ID'] ) ? null : get_post_status( (int) $postarr['ID'] );
	if ( ! bua_review_allows( false === $current ? null : $current, (string) ( $data['post_status'] ?? '' ) ) ) {
		$data['post_status'] = 'pending';
	}
	return $data;
}
add_filter( 'wp_insert_post_data', 'bua_review_insert_data', 20, 2 );
