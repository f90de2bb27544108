<?php
/**
 * A bureau user writes only in their own bureau's name. The bureau of a post is
 * its author's (bureau-meta.php fills `bua_bureau` from the author; only administrators may set
 * the meta itself), so the `author` a request names is where a bureau could be forged:
 * - REST (all five types): `author` may only be the user or a user of the same bureau, else 403
 *   `bua_forbidden_author`; nothing is saved;
 * - every other path (wp-admin, quick edit, anything calling wp_insert_post for the user): an
 *   author of another bureau is replaced by the user;
 * - an update never moves a post to another bureau: the post keeps its `bua_bureau`, whoever the
 *   new author is (bureau-meta.php only fills a missing value).
 * Administrators (not bureau-limited) are untouched.
 */

defined( 'ABSPATH' ) || exit;

/** Whether `$author_id` may be named as author by bureau-limited user `$user_id` of `$bureau`. */
function bua_author_allowed( int $author_id, int $user_id, string $bureau ): bool {
	return $author_id === $user_id || ( '' !== $bureau && bua_user_bureau( $author_id ) === $bureau );
}

function bua_rest_check_author( $prepared, WP_REST_Request $request ) {
	if ( is_wp_error( $prepared ) || ! isset( $request['author'] ) ) {
		return $prepared;
	}
	$user_id = get_current_user_id();
	$bureau  = bua_scope_for_user( $user_id );
	if ( false === $bureau || bua_author_allowed( (int) $request['author'], $user_id, $bureau ) ) {
		return $prepared;
	}
	return bua_error( 'bua_forbidden_author', 'A post can only be written in the name of your own bureau.', 403 );
}
foreach ( bua_content_types() as $bua_type ) {
	add_filter( "rest_pre_insert_{$bua_type}", 'bua_rest_check_author', 5, 2 );
}
unset( $bua_type );

function bua_keep_author_in_bureau( array $data ): array {
	if ( ! in_array( $data['post_type'] ?? '', bua_content_types(), true ) || empty( $data['post_author'] ) ) {
		return $data;
	}
	$user_id = get_current_user_id();
	$bureau  = bua_scope_for_user( $user_id );
	if ( false !== $bureau && ! bua_author_allowed( (int) $data['post_author'], $user_id, $bureau ) ) {
		$data['post_author'] = $user_id;
	}
	return $data;
}
add_filter( 'wp_insert_post_data', 'bua_keep_author_in_bureau', 20 );
