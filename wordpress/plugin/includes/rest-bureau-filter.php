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

// Filter names depend on the type; they must be in place before rest_api_init registers routes.
foreach ( bua_content_types() as $bua_type ) {
	add_filter( "rest_{$bua_type}_collection_params", 'bua_bureau_collection_param' );
	add_filter( "rest_{$bua_type}_query", 'bua_bureau_collection_query', 10, 2 );
}
unset( $bua_type );
