<?php
/**
 * The sitemaps' reads for the portal (published posts only, what wp/v2 shows anyone), in blocks of IDs so
 * that each of the portal's child sitemaps is one query however large the archive grows:
 *
 * - GET bua/v1/sitemap/blocks?size=N → {size, blocks:[{type, block, posts, modified_gmt}]}: for each
 *   type, the blocks of N consecutive IDs (block b holds IDs b·N … b·N+N-1) that hold a published
 *   post, how many, and the last change among them (the portal's sitemap index);
 * - GET bua/v1/sitemap/posts?type=T&block=B&size=N → {posts:[{slug, modified_gmt}]}: that block's
 *   published posts of the type, by ID (one child sitemap; at most N ≤ 50,000, the protocol's limit).
 *
 * A post keeps its ID for life, so a change touches one block: the portal refreshes that child and
 * the index, whatever the archive's size. One SQL query each: a child reads a range of IDs of one
 * type from the index bua_sitemap alone (schema.php); the index adds up the summary kept per 100
 * IDs (sitemap-summary.php), a row per chunk rather than an index entry per post.
 */

defined( 'ABSPATH' ) || exit;

const BUA_SITEMAP_MAX_BLOCK = 50000;

function bua_sitemap_size_arg(): array {
	return array(
		'type'     => 'integer',
		'required' => true,
		'minimum'  => 1,
		'maximum'  => BUA_SITEMAP_MAX_BLOCK,
	);
}

/** A public answer a cache may keep a minute: the portal's own cache holds it longer, by tag. */
function bua_sitemap_response( array $data ): WP_REST_Response {
	$response = rest_ensure_response( $data );
	$response->header( 'Cache-Control', 'public, max-age=60' );
	return $response;
}

/**
 * The index's rows: from the summary kept as posts change (sitemap-summary.php) when the block size
 * is made of whole chunks, else, or while the summary table is missing, from the posts themselves.
 */
function bua_sitemap_block_rows( int $size, array $types ): array {
	global $wpdb;
	$in = implode( ', ', array_fill( 0, count( $types ), '%s' ) );
	if ( 0 === $size % BUA_SITEMAP_CHUNK ) {
		$summary = bua_table( 'sitemap_summary' );
		$chunks  = intdiv( $size, BUA_SITEMAP_CHUNK );
		// phpcs:ignore WordPress.DB
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_type, FLOOR(chunk / %d) AS block, SUM(posts) AS posts, MAX(modified_gmt) AS modified FROM $summary WHERE post_type IN ($in) GROUP BY post_type, block ORDER BY post_type, block", array_merge( array( $chunks ), $types ) ) );
		if ( '' === $wpdb->last_error ) {
			return $rows;
		}
	}
	// phpcs:ignore WordPress.DB
	return $wpdb->get_results( $wpdb->prepare( "SELECT post_type, FLOOR(ID / %d) AS block, COUNT(*) AS posts, MAX(post_modified_gmt) AS modified FROM {$wpdb->posts} WHERE post_type IN ($in) AND post_status = 'publish' GROUP BY post_type, block ORDER BY post_type, block", array_merge( array( $size ), $types ) ) );
}

function bua_sitemap_blocks( WP_REST_Request $request ) {
	global $wpdb;
	$size = (int) $request['size'];
	$rows = bua_sitemap_block_rows( $size, bua_content_types() );
	if ( '' !== $wpdb->last_error ) {
		return bua_error( 'bua_sitemap_failed', 'The sitemap cannot be read now.', 503 );
	}
	$blocks = array();
	foreach ( $rows as $row ) {
		$blocks[] = array(
			'type'         => $row->post_type,
			'block'        => (int) $row->block,
			'posts'        => (int) $row->posts,
			'modified_gmt' => mysql_to_rfc3339( $row->modified ),
		);
	}
	return bua_sitemap_response( array( 'size' => $size, 'blocks' => $blocks ) );
}

function bua_sitemap_posts( WP_REST_Request $request ) {
	global $wpdb;
	$size  = (int) $request['size'];
	$first = (int) $request['block'] * $size;
	// phpcs:ignore WordPress.DB
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_name, post_modified_gmt FROM {$wpdb->posts} WHERE ID >= %d AND ID < %d AND post_type = %s AND post_status = 'publish' ORDER BY ID", $first, $first + $size, (string) $request['type'] ) );
	if ( '' !== $wpdb->last_error ) {
		return bua_error( 'bua_sitemap_failed', 'The sitemap cannot be read now.', 503 );
	}
	$posts = array();
	foreach ( $rows as $row ) {
		$posts[] = array(
			'slug'         => $row->post_name,
			'modified_gmt' => mysql_to_rfc3339( $row->post_modified_gmt ),
		);
	}
	return bua_sitemap_response( array( 'posts' => $posts ) );
}

/**
 * Both answer the portal's server only: its sitemaps are the public ones (cached, by tag). A block
 * size that is not whole summary chunks counts every post, and a block of 50,000 is as many rows:
 * a stranger could hold a PHP worker for a second with either, as often as they liked.
 */
function bua_register_sitemap_routes(): void {
	register_rest_route(
		'bua/v1',
		'/sitemap/blocks',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'permission_callback' => 'bua_portal_only_permission',
			'args'                => array( 'size' => bua_sitemap_size_arg() ),
			'callback'            => 'bua_sitemap_blocks',
		)
	);
	register_rest_route(
		'bua/v1',
		'/sitemap/posts',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'permission_callback' => 'bua_portal_only_permission',
			'args'                => array(
				'size'  => bua_sitemap_size_arg(),
				'type'  => array(
					'type'     => 'string',
					'required' => true,
					'enum'     => bua_content_types(),
				),
				'block' => array(
					'type'     => 'integer',
					'required' => true,
					'minimum'  => 0,
					'maximum'  => 999999,
				),
			),
			'callback'            => 'bua_sitemap_posts',
		)
	);
}
add_action( 'rest_api_init', 'bua_register_sitemap_routes' );
