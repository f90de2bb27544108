<?php
/**
 * GET bua/v1/moved?type=&slug= (public): where a published post went that is no longer at this
 * address. The portal asks when a detail or /share address finds nothing, and answers
 * 301 to the post's address now. WordPress records every earlier slug of a published post
 * (`_wp_old_slug`, kept by wp_check_for_changed_slugs on each rename); a post moved to another of
 * the portal's types is found by its slug there. Only published posts are ever named.
 * 200 {type, slug, bureau} or 404 bua_not_moved; 400 for a type or slug the portal never routes.
 */

defined( 'ABSPATH' ) || exit;

/** The id of the published post of one of `$types` that answers to `$slug` now or did before, or 0. */
function bua_moved_find( array $types, string $slug, bool $by_old_slug ): int {
	$query = array(
		'post_type'        => $types,
		'post_status'      => 'publish',
		'fields'           => 'ids',
		'posts_per_page'   => 1,
		'orderby'          => 'modified',
		'order'            => 'DESC',
		'no_found_rows'    => true,
		'suppress_filters' => true,
	);
	if ( $by_old_slug ) {
		$query['meta_key']   = '_wp_old_slug'; // phpcs:ignore WordPress.DB.SlowDBQuery
		$query['meta_value'] = $slug; // phpcs:ignore WordPress.DB.SlowDBQuery
	} else {
		$query['name'] = $slug;
	}
	$ids = get_posts( $query );
	return $ids ? (int) $ids[0] : 0;
}

function bua_moved_lookup( WP_REST_Request $request ) {
	$type = (string) $request->get_param( 'type' );
	$slug = (string) $request->get_param( 'slug' );
	if ( ! in_array( $type, bua_content_types(), true ) || ! preg_match( '/^[a-z0-9%_-]{1,200}$/i', $slug ) ) {
		return bua_error( 'bua_invalid_address', 'Unknown type or malformed slug.', 400 );
	}
	$slug   = strtolower( $slug );
	$others = array_values( array_diff( bua_content_types(), array( $type ) ) );
	$id     = bua_moved_find( array( $type ), $slug, true ) // renamed
		?: bua_moved_find( $others, $slug, false )            // moved to another type
		?: bua_moved_find( $others, $slug, true );            // moved and renamed
	if ( 0 === $id ) {
		return bua_error( 'bua_not_moved', 'No post moved from this address.', 404 );
	}
	$post = get_post( $id );
	return rest_ensure_response(
		array(
			'type'   => $post->post_type,
			'slug'   => $post->post_name,
			'bureau' => bua_post_bureau( $id ),
		)
	);
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'bua/v1',
			'/moved',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => '__return_true',
				'callback'            => 'bua_moved_lookup',
			)
		);
	}
);
