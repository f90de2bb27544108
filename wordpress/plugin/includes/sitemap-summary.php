<?php
/**
 * The sitemap index's figures kept as posts change, so the index costs its blocks, not the archive:
 * {prefix}bua_sitemap_summary holds, per type and chunk of 100 consecutive IDs, how many posts are
 * published and the last change among them. The index (routes-sitemap.php) adds chunks up into its
 * blocks of N IDs (N a multiple of 100): about a thousand rows at 100,000 posts, where reading the
 * posts themselves meant an index entry per published post.
 *
 * A chunk is counted again from the posts (at most 100 rows, through the bua_sitemap index)
 * whenever one of its posts is written (bua_on_post_written: every insert, update, status change
 * and delete, also while an import suspends cache cleaning).
 * Posts written by SQL alone (a bulk import) are counted by bua_sitemap_summary_rebuild(), which
 * the schema upgrade runs and `wp eval 'bua_sitemap_summary_rebuild();'` runs by hand.
 */

defined( 'ABSPATH' ) || exit;

const BUA_SITEMAP_CHUNK = 100;

/** Counts the chunk of `$post_id` again for its type (a chunk with nothing published has no row). */
function bua_sitemap_summary_refresh( int $post_id, string $type ): void {
	global $wpdb;
	if ( ! in_array( $type, bua_content_types(), true ) ) {
		return;
	}
	$table = bua_table( 'sitemap_summary' );
	$chunk = intdiv( $post_id, BUA_SITEMAP_CHUNK );
	$first = $chunk * BUA_SITEMAP_CHUNK;
	// phpcs:ignore WordPress.DB
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS posts, MAX(post_modified_gmt) AS modified FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND ID >= %d AND ID < %d", $type, $first, $first + BUA_SITEMAP_CHUNK ) );
	if ( ! $row ) {
		return;
	}
	if ( 0 === (int) $row->posts ) {
		$wpdb->delete( $table, array( 'post_type' => $type, 'chunk' => $chunk ) );
		return;
	}
	// phpcs:ignore WordPress.DB
	$wpdb->query( $wpdb->prepare( "REPLACE INTO $table (post_type, chunk, posts, modified_gmt) VALUES (%s, %d, %d, %s)", $type, $chunk, (int) $row->posts, $row->modified ) );
}

/** Counts every chunk again from the posts: after the table is made, or a bulk import by SQL. */
function bua_sitemap_summary_rebuild(): void {
	global $wpdb;
	$table = bua_table( 'sitemap_summary' );
	$types = bua_content_types();
	$in    = implode( ', ', array_fill( 0, count( $types ), '%s' ) );
	$wpdb->query( "DELETE FROM $table" ); // phpcs:ignore WordPress.DB
	// phpcs:ignore WordPress.DB
	$wpdb->query( $wpdb->prepare( "INSERT INTO $table (post_type, chunk, posts, modified_gmt) SELECT post_type, FLOOR(ID / %d), COUNT(*), MAX(post_modified_gmt) FROM {$wpdb->posts} WHERE post_type IN ($in) AND post_status = 'publish' GROUP BY post_type, FLOOR(ID / %d)", array_merge( array( BUA_SITEMAP_CHUNK ), $types, array( BUA_SITEMAP_CHUNK ) ) ) );
}

bua_on_post_written( 'bua_sitemap_summary_refresh' );
