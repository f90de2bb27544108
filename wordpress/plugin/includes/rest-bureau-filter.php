<?php
/**
 * `?bureau=<id>` on the core collections wp/v2/{type}: filters by post meta bua_bureau.
 * An unknown id is a 400 (rest_invalid_param) rather than an empty list, so typos show.
 * An empty value means "no filter" (convenient for query builders).
 */

defined( 'ABSPATH' ) || exit;

function bua_bureau_collection_param( array $params ): array {
	$params['bureau'] = array(
		'description'       => 'Limit to posts of one bureau (' . implode( ', ', array_keys( bua_bureaus() ) ) . ').',
		'type'              => 'string',
		'validate_callback' => 'bua_validate_optional_bureau',
		'sanitize_callback' => static function ( $value ) {
			return is_string( $value ) ? strtolower( trim( $value ) ) : '';
		},
	);
	return $params;
}

/** Shared validator: absent/empty is fine, otherwise one of the seven ids. */
function bua_validate_optional_bureau( $value, $request = null, $param = 'bureau' ) {
	if ( is_string( $value ) && ( '' === trim( $value ) || bua_is_bureau_id( strtolower( trim( $value ) ) ) ) ) {
		return true;
	}
	return bua_error(
		'rest_invalid_param',
		sprintf( '%s must be one of: %s.', $param, implode( ', ', array_keys( bua_bureaus() ) ) ),
		400
	);
}

function bua_bureau_collection_query( array $args, WP_REST_Request $request ): array {
	$bureau = $request->get_param( 'bureau' );
	if ( ! is_string( $bureau ) || ! bua_is_bureau_id( $bureau ) ) {
		return $args;
	}
	$clause = array(
		'key'   => 'bua_bureau',
		'value' => $bureau,
	);
	$args['bua_by_bureau'] = true; // A custom query var; bua_bureau_listing_join reads it.
	if ( empty( $args['meta_query'] ) || ! is_array( $args['meta_query'] ) ) {
		$args['meta_query'] = array( $clause ); // phpcs:ignore WordPress.DB.SlowDBQuery
	} else {
		$args['meta_query'] = array( 'relation' => 'AND', $args['meta_query'], $clause ); // phpcs:ignore WordPress.DB.SlowDBQuery
	}
	return $args;
}

/**
 * A bureau's list reads its posts through one of two indexes of schema.php, never their full rows:
 * bua_id_list when the meta index gives the bureau's posts (a common status: 14,000 of them at
 * 100,000 posts), bua_status_list when the status is rare (pending, draft, private), each post then
 * checked against the meta. Both hold every column such a list filters and sorts on. Left alone,
 * MariaDB takes the primary key, which reads each post's whole row: seconds at 100,000 posts. A
 * hint changes the path only, never the rows; it is given only while both indexes exist.
 */
function bua_bureau_listing_join( $join, $query ) {
	static $has_indexes = null;
	// A lookup by slug goes through core's post_name index, which the hint would shut out.
	if ( ! $query instanceof WP_Query || ! $query->get( 'bua_by_bureau' ) || $query->get( 'name' ) || $query->get( 'post_name__in' ) ) {
		return $join;
	}
	global $wpdb;
	// Asked once per request: a hint naming a missing index (not yet added, or dropped by hand) fails the query.
	$has_indexes = $has_indexes ?? ( bua_has_index( $wpdb->posts, 'bua_id_list' ) && bua_has_index( $wpdb->posts, 'bua_status_list' ) );
	return $has_indexes ? ' FORCE INDEX (bua_id_list, bua_status_list) ' . $join : $join;
}
add_filter( 'posts_join', 'bua_bureau_listing_join', 10, 2 );

/** Rows a bureau's list may walk in date order before a deep page reads the bureau's posts instead. */
const BUA_DATE_WALK_ROWS = 1000;

/**
 * The first pages of a bureau's list of published posts (a landing's four, a listing's first
 * pages) walk bua_type_date newest first and stop at the page: one bua_key_value lookup a post
 * walked, about seven for each post of one bureau's list. Through the meta index, such a list
 * reads and sorts all the bureau's posts (14,000 at 100,000 posts; 30 ms, 200 ms with private posts).
 * Only for a list whose condition is exactly type, statuses and bureau (post-counts.php marked it,
 * so its total needs no pass over the rows) and that includes published posts (a rare status alone
 * would walk the whole archive to find a few). The GROUP BY the meta join needs goes: a post has
 * one bua_bureau row (bua_one_bureau_row below).
 */
function bua_bureau_listing_date_walk( array $clauses, $query ): array {
	$question = $query instanceof WP_Query ? ( $query->bua_counted ?? null ) : null;
	if ( ! $question || '' === $question['bureau'] || ! in_array( 'publish', $question['statuses'], true ) ) {
		return $clauses;
	}
	static $has_indexes = null;
	global $wpdb;
	$per_page = (int) $query->get( 'posts_per_page' );
	$offset   = $query->get( 'offset' );
	// As WP_Query starts the page: at `offset` when one is given, else at the page's first row.
	$rows = ( '' === $offset || null === $offset ? ( max( 1, (int) $query->get( 'paged' ) ) - 1 ) * $per_page : absint( $offset ) ) + $per_page;
	// The walk is in date order: a list in another order would sort all it walks.
	$by_date = (bool) preg_match( "/^\\s*{$wpdb->posts}\\.post_date (ASC|DESC)\\s*$/i", (string) ( $clauses['orderby'] ?? '' ) );
	if ( $per_page <= 0 || $rows > BUA_DATE_WALK_ROWS || ! $by_date ) {
		return $clauses;
	}
	// Asked once per request, as for the hint above.
	$has_indexes = $has_indexes ?? ( bua_has_index( $wpdb->posts, 'bua_type_date' ) && bua_has_index( $wpdb->postmeta, 'bua_key_value' ) );
	if ( ! $has_indexes ) {
		return $clauses;
	}
	$clauses['join']    = " FORCE INDEX (bua_type_date) STRAIGHT_JOIN {$wpdb->postmeta} FORCE INDEX (bua_key_value) ON ( {$wpdb->posts}.ID = {$wpdb->postmeta}.post_id ) ";
	$clauses['groupby'] = '';
	return $clauses;
}
add_filter( 'posts_clauses_request', 'bua_bureau_listing_date_walk', PHP_INT_MAX, 2 );

/** A post has one bua_bureau row: a second one is refused (update_post_meta changes the first). */
function bua_one_bureau_row( $check, $object_id, $meta_key ) {
	if ( 'bua_bureau' === $meta_key && null === $check && metadata_exists( 'post', (int) $object_id, 'bua_bureau' ) ) {
		return false;
	}
	return $check;
}
add_filter( 'add_post_metadata', 'bua_one_bureau_row', 10, 3 );

// Filter names depend on the type; they must be in place before rest_api_init registers routes.
foreach ( bua_content_types() as $bua_type ) {
	add_filter( "rest_{$bua_type}_collection_params", 'bua_bureau_collection_param' );
	add_filter( "rest_{$bua_type}_query", 'bua_bureau_collection_query', 10, 2 );
}
unset( $bua_type );
