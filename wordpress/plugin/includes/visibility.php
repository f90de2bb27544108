<?php
/**
 * Who sees what, enforced in WordPress itself (the portal repeats it; its own half is
 * lib/auth/visibility.ts, and the table is docs/behaviour.md §6 "Who sees what"):
 * - published posts: everyone;
 * - private (INTERNAL) posts: every bureau role, site administrators and core editors, of every
 *   bureau (capability read_private_bua_posts, roles.php), and the portal's staff reader;
 * - pending, draft and scheduled posts, and every edit or delete: a bureau_admin / bureau_redaktur
 *   only for posts of their own bureau (or written by them). Administrators and users without a
 *   bureau role are not limited.
 *
 * Four places apply it, because each entry point asks differently:
 * 1. map_meta_cap: core's read_post / edit_post / delete_post answer "no" — covers wp-admin
 *    (where editing happens) and every capability check in REST.
 * 2. rest_request_before_callbacks: single-item REST routes answer 403 `bua_forbidden_bureau`
 *    (core would say a generic rest_forbidden / rest_cannot_delete).
 * 3. List queries with non-publish statuses get an SQL condition, so totals/pagination are right
 *    instead of core silently dropping unreadable items after the query.
 * 4. The portal's search (routes-search.php) builds its own SQL: bua_search_visibility_sql().
 */

defined( 'ABSPATH' ) || exit;

/** The statuses every staff member reads, of every bureau; the portal caches and shows these. */
function bua_readable_everywhere_statuses(): array {
	return array( 'publish', 'private' );
}

/**
 * The statuses of bua_readable_everywhere_statuses() as an SQL list ('publish', 'private').
 */
function bua_readable_everywhere_sql_list(): string {
	return "'" . implode( "', '", array_map( 'esc_sql', bua_readable_everywhere_statuses() ) ) . "'";
}

/**
 * Bureau scope of a user.
 * Returns false when the user is not bureau-limited (anonymous, administrator, other roles),
 * otherwise the user's bureau id, or '' for a bureau role whose bureau is unknown (sees nothing
 * non-public but their own posts).
 * Reads roles directly (never current_user_can) because it runs inside map_meta_cap.
 */
function bua_scope_for_user( $user_id ) {
	$user_id = (int) $user_id;
	if ( $user_id <= 0 ) {
		return false;
	}
	$user = get_userdata( $user_id );
	if ( ! $user ) {
		return false;
	}
	$roles = (array) $user->roles;
	if ( in_array( 'administrator', $roles, true ) || is_super_admin( $user_id ) ) {
		return false;
	}
	if ( ! array_intersect( bua_bureau_roles(), $roles ) ) {
		return false;
	}
	return bua_user_bureau( $user ) ?? '';
}

/** Whether a bureau-limited user may see/change a non-public post: own post or own bureau. */
function bua_post_in_scope( WP_Post $post, int $user_id, string $bureau ): bool {
	if ( (int) $post->post_author === $user_id ) {
		return true;
	}
	return '' !== $bureau && bua_post_bureau( $post->ID ) === $bureau;
}

/** Meta capabilities that carry a post id, under core's and our capability type's names. */
function bua_scoped_meta_caps(): array {
	return array( 'read_post', 'edit_post', 'delete_post', 'publish_post', 'read_bua_post', 'edit_bua_post', 'delete_bua_post' );
}

/** Published and private (INTERNAL) posts: readable by every bureau role, any bureau. */
function bua_scope_readable_everywhere( WP_Post $post ): bool {
	return in_array( $post->post_status, bua_readable_everywhere_statuses(), true );
}

function bua_scope_map_meta_cap( $caps, $cap, $user_id, $args ) {
	if ( ! in_array( $cap, bua_scoped_meta_caps(), true ) || empty( $args[0] ) ) {
		return $caps;
	}
	$post = get_post( $args[0] );
	if ( ! $post || ! in_array( $post->post_type, bua_content_types(), true ) ) {
		return $caps;
	}
	$bureau = bua_scope_for_user( $user_id );
	if ( false === $bureau || bua_post_in_scope( $post, (int) $user_id, $bureau ) ) {
		return $caps;
	}
	// Reading published and private posts crosses bureaus; everything else across bureaus is refused.
	if ( in_array( $cap, array( 'read_post', 'read_bua_post' ), true ) && bua_scope_readable_everywhere( $post ) ) {
		return $caps;
	}
	return array( 'do_not_allow' );
}
add_filter( 'map_meta_cap', 'bua_scope_map_meta_cap', 10, 4 );

/** 403 bua_forbidden_bureau on /wp/v2/{type}/{id}[/...] before core's own permission check. */
function bua_scope_rest_guard( $response, $handler, $request ) {
	if ( is_wp_error( $response ) || ! $request instanceof WP_REST_Request ) {
		return $response;
	}
	$types = implode( '|', array_map( 'preg_quote', bua_content_types() ) );
	if ( ! preg_match( '#^/wp/v2/(' . $types . ')/(\d+)(?:/|$)#', $request->get_route(), $m ) ) {
		return $response;
	}
	$user_id = get_current_user_id();
	$bureau  = bua_scope_for_user( $user_id );
	if ( false === $bureau ) {
		return $response;
	}
	$post = get_post( (int) $m[2] );
	if ( ! $post || $post->post_type !== $m[1] || bua_post_in_scope( $post, $user_id, $bureau ) ) {
		return $response; // Missing posts keep core's 404.
	}
	$reading = in_array( $request->get_method(), array( 'GET', 'HEAD' ), true );
	if ( $reading && bua_scope_readable_everywhere( $post ) ) {
		return $response;
	}
	return bua_error(
		'bua_forbidden_bureau',
		$reading
			? 'This post belongs to another bureau; only that bureau can read it.'
			: 'This post belongs to another bureau; only that bureau can change or delete it.',
		403
	);
}
add_filter( 'rest_request_before_callbacks', 'bua_scope_rest_guard', 10, 3 );

/** Marks REST list queries of a bureau user that ask for non-publish statuses. */
function bua_scope_collection_query( array $args, WP_REST_Request $request ): array {
	$user_id = get_current_user_id();
	$bureau  = bua_scope_for_user( $user_id );
	if ( false === $bureau ) {
		return $args;
	}
	$statuses = isset( $args['post_status'] ) ? (array) $args['post_status'] : array( 'publish' );
	if ( array( 'publish' ) === array_values( array_unique( $statuses ) ) ) {
		return $args;
	}
	// A list of the user's own bureau (?bureau=, rest-bureau-filter.php) is within the scope whole:
	// the condition would hold for every row, and would keep the list from its kept total (post-counts.php).
	if ( '' !== $bureau && ! empty( $args['bua_by_bureau'] ) && $request->get_param( 'bureau' ) === $bureau ) {
		return $args;
	}
	// A custom query var; WP_Query keeps unknown vars, posts_where below reads it.
	$args['bua_scope'] = array(
		'user'   => $user_id,
		'bureau' => $bureau,
	);
	return $args;
}
foreach ( bua_content_types() as $bua_type ) {
	add_filter( "rest_{$bua_type}_query", 'bua_scope_collection_query', 20, 2 );
}
unset( $bua_type );

/**
 * The wp-admin post lists of the five types (edit.php) would otherwise show a bureau user the
 * titles of other bureaus' private/pending/draft posts; same SQL condition as REST lists.
 */
function bua_scope_admin_list( $query ): void {
	if ( ! is_admin() || ! $query instanceof WP_Query || ! $query->is_main_query() ) {
		return;
	}
	$types = array_intersect( (array) $query->get( 'post_type' ), bua_content_types() );
	$user  = get_current_user_id();
	$scope = $types ? bua_scope_for_user( $user ) : false;
	if ( false !== $scope ) {
		$query->set(
			'bua_scope',
			array(
				'user'   => $user,
				'bureau' => $scope,
			)
		);
	}
}
add_action( 'pre_get_posts', 'bua_scope_admin_list' );

function bua_scope_posts_where( $where, $query ) {
	$scope = $query instanceof WP_Query ? $query->get( 'bua_scope' ) : null;
	if ( ! is_array( $scope ) || ! isset( $scope['user'], $scope['bureau'] ) ) {
		return $where;
	}
	global $wpdb;
	$in_bureau = '' === $scope['bureau']
		? ''
		: $wpdb->prepare(
			" OR EXISTS (SELECT 1 FROM {$wpdb->postmeta} bua_pm WHERE bua_pm.post_id = {$wpdb->posts}.ID AND bua_pm.meta_key = 'bua_bureau' AND bua_pm.meta_value = %s)",
			$scope['bureau']
		);
	return $where . $wpdb->prepare(
		" AND ( {$wpdb->posts}.post_status IN (" . bua_readable_everywhere_sql_list() . ") OR {$wpdb->posts}.post_author = %d{$in_bureau} )",
		(int) $scope['user']
	);
}
add_filter( 'posts_where', 'bua_scope_posts_where', 10, 2 );

/**
 * SQL condition (already prepared) for which statuses the current user may see in results.
 */
function bua_search_visibility_sql(): string {
	global $wpdb;
	$user_id = get_current_user_id();
	if ( ! $user_id ) {
		return "p.post_status = 'publish'";
	}
	$own = $wpdb->prepare( "(p.post_status = 'private' AND p.post_author = %d)", $user_id );
	if ( ! current_user_can( 'read_private_bua_posts' ) ) {
		return "(p.post_status = 'publish' OR $own)";
	}
	// Private (INTERNAL) posts are for every signed-in staff member, whatever the bureau (behaviour §6).
	return 'p.post_status IN (' . bua_readable_everywhere_sql_list() . ')';
}
