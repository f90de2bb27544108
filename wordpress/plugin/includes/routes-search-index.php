<?php
/**
 * GET bua/v1/search-index — what the portal's search engine indexes (docs/wordpress-contract.md).
 *
 * The portal keeps its own full-text index (PostgreSQL) and asks here for the posts to put in it:
 * - `ids=1,2,3` (at most 100): those posts, after a change notice names one;
 * - `afterId=N`: the next `perPage` posts by ID (a full reindex, resumable at the last ID);
 * - `since=<modified_gmt>&sinceId=N`: the next `perPage` posts modified, or deleted for good
 *   (search-deletions.php), after that point, in (time, ID) order (the periodic catch-up that
 *   repairs a missed notice).
 * Every post of the searchable types is answered, whatever its status, so the portal also learns
 * which ones to drop: a post a reader may find (published, or private for staff, no password)
 * comes whole as plain text; any other (draft, pending, future, trash, password-protected) comes
 * as its id and `indexable: false` only, as does a post deleted for good in the catch-up's pages;
 * elsewhere a post that no longer exists is simply absent.
 *
 * Only the portal may ask (its key, portal-trust.php): the answer holds private posts' texts.
 * One SQL query per page over the primary key or (post_modified_gmt, ID), then WordPress's caches
 * primed in bulk, so a page of 500 costs a handful of queries whatever the archive's size.
 */

defined( 'ABSPATH' ) || exit;

const BUA_SEARCH_INDEX_MAX_PAGE = 500;
const BUA_SEARCH_INDEX_MAX_IDS  = 100;

function bua_search_index_args(): array {
	return array(
		'ids'     => array(
			'type'              => 'string',
			'validate_callback' => static function ( $value ) {
				return is_string( $value ) && preg_match( '/^\d{1,20}(,\d{1,20}){0,' . ( BUA_SEARCH_INDEX_MAX_IDS - 1 ) . '}$/', $value )
					? true
					: bua_error( 'rest_invalid_param', sprintf( 'ids must be 1 to %d comma-separated post ids.', BUA_SEARCH_INDEX_MAX_IDS ), 400 );
			},
		),
		'afterId' => array(
			'type'    => 'integer',
			'minimum' => 0,
		),
		'since'   => array(
			'type'              => 'string',
			'validate_callback' => static function ( $value ) {
				return is_string( $value ) && preg_match( '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/', $value )
					? true
					: bua_error( 'rest_invalid_param', 'since must be a GMT time as YYYY-MM-DD HH:MM:SS.', 400 );
			},
		),
		'sinceId' => array(
			'type'    => 'integer',
			'minimum' => 0,
			'default' => 0,
		),
		'perPage' => array(
			'type'    => 'integer',
			'minimum' => 1,
			'maximum' => BUA_SEARCH_INDEX_MAX_PAGE,
			'default' => 200,
		),
	);
}

/** The page of post ids a request asks for, in the order the portal pages through them. */
function bua_search_index_ids( WP_REST_Request $request ): array {
	global $wpdb;
	$types    = bua_search_types();
	$in_types = implode( ', ', array_fill( 0, count( $types ), '%s' ) );
	$limit    = (int) $request['perPage'];
	if ( null !== $request['ids'] ) {
		$ids = array_slice( array_unique( array_map( 'intval', explode( ',', (string) $request['ids'] ) ) ), 0, BUA_SEARCH_INDEX_MAX_IDS );
		$in  = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB
		return $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID IN ($in) AND post_type IN ($in_types) ORDER BY ID", array_merge( $ids, $types ) ) );
	}
	// phpcs:ignore WordPress.DB
	return $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type IN ($in_types) AND ID > %d ORDER BY ID LIMIT %d", array_merge( $types, array( (int) $request['afterId'], $limit ) ) ) );
}

/**
 * The catch-up's page: the next `perPage` changes after (since, sinceId), a post modified or a post
 * deleted for good (search-deletions.php), in (time, ID) order: [[ID, time, deleted], …].
 */
function bua_search_index_changes( WP_REST_Request $request ): array {
	global $wpdb;
	$types    = bua_search_types();
	$in_types = implode( ', ', array_fill( 0, count( $types ), '%s' ) );
	$deleted  = bua_table( 'deleted_posts' );
	$since    = (string) $request['since'];
	$after    = array( $since, $since, (int) $request['sinceId'] );
	$limit    = (int) $request['perPage'];
	// phpcs:ignore WordPress.DB
	$rows = $wpdb->get_results(
		$wpdb->prepare(
			"(SELECT ID, post_modified_gmt AS at, 0 AS gone FROM {$wpdb->posts} WHERE post_type IN ($in_types) AND (post_modified_gmt > %s OR (post_modified_gmt = %s AND ID > %d)) ORDER BY post_modified_gmt, ID LIMIT %d)
			UNION ALL
			(SELECT ID, deleted_gmt AS at, 1 AS gone FROM $deleted WHERE deleted_gmt > %s OR (deleted_gmt = %s AND ID > %d) ORDER BY deleted_gmt, ID LIMIT %d)
			ORDER BY at, ID LIMIT %d",
			array_merge( $types, $after, array( $limit ), $after, array( $limit, $limit ) )
		),
		ARRAY_N
	);
	return array_map( static fn ( array $row ) => array( (int) $row[0], (string) $row[1], '1' === (string) $row[2] ), $rows ?: array() );
}

/** A post deleted for good, as the catch-up answers it: nothing to find any more. */
function bua_search_index_deletion( int $id, string $at ): array {
	return array(
		'id'           => $id,
		'modified_gmt' => mysql_to_rfc3339( $at ),
		'cursor'       => $at,
		'indexable'    => false,
	);
}

/** Whether a reader may ever find this post: published or private, and not behind a password. */
function bua_search_indexable( WP_Post $post ): bool {
	return in_array( $post->post_status, array( 'publish', 'private' ), true ) && '' === $post->post_password;
}

/** One record: the search result's fields (routes-search.php), the whole body as plain text, and when it changed. */
function bua_search_index_record( WP_Post $post ): array {
	$changed = array(
		'id'           => (int) $post->ID,
		'modified_gmt' => mysql_to_rfc3339( $post->post_modified_gmt ),
		// Kept for the cursor: the exact column value the next `since` compares with.
		'cursor'       => $post->post_modified_gmt,
	);
	if ( ! bua_search_indexable( $post ) ) {
		return $changed + array( 'indexable' => false );
	}
	return $changed + bua_search_item( $post ) + array(
		'indexable'   => true,
		'body'        => bua_plain_text( $post->post_content ),
		// The editor's own excerpt ('' when none): it ranks above the body; `excerpt` above may be
		// the body's first words, which would rank the body twice.
		'own_excerpt' => bua_plain_text( $post->post_excerpt ),
	);
}

function bua_search_index( WP_REST_Request $request ) {
	if ( ! bua_request_has_portal_key() ) {
		return bua_portal_only_error();
	}
	$changes = null !== $request['since']
		? bua_search_index_changes( $request )
		: array_map( static fn ( $id ) => array( (int) $id, '', false ), bua_search_index_ids( $request ) );
	if ( '' !== $GLOBALS['wpdb']->last_error ) {
		return bua_error( 'bua_search_index_failed', 'The search index cannot be read now.', 503 );
	}
	_prime_post_caches( array_column( array_filter( $changes, static fn ( array $change ) => ! $change[2] ), 0 ), false, true );
	$records = array();
	foreach ( $changes as list( $id, $at, $gone ) ) {
		$post = $gone ? null : get_post( $id );
		if ( $post ) {
			$records[] = bua_search_index_record( $post );
		} elseif ( $gone ) {
			$records[] = bua_search_index_deletion( $id, $at );
		}
	}
	return bua_no_store_response( array( 'posts' => $records ) );
}

function bua_register_search_index_route(): void {
	register_rest_route(
		'bua/v1',
		'/search-index',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'permission_callback' => '__return_true', // The portal's key is checked in the callback (a clear 403).
			'args'                => bua_search_index_args(),
			'callback'            => 'bua_search_index',
		)
	);
}
add_action( 'rest_api_init', 'bua_register_search_index_route' );
