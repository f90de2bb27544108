<?php
/**
 * A list's total kept as posts change, so a page of a list costs its page, not the archive.
 *
 * WordPress counts every matching post for X-WP-Total (SQL_CALC_FOUND_ROWS): at 100,000 posts
 * that reads 97,000 index entries for a page of five news (28 ms) and 56,000 rows for a bureau's
 * page (26 ms), on every list of home, the landings and the archive. {prefix}bua_post_counts holds, per type, status,
 * bureau and chunk of 100 consecutive IDs, how many posts there are (bureau '' = all of the type
 * and status, whatever their bureau); a list's total is the sum of its rows, about a thousand at
 * 100,000 posts, read through the primary key.
 *
 * Only a list whose SQL condition is exactly type + statuses (+ one bureau) takes its total from
 * here; any other condition (a search, the bureau scope of visibility.php, an author, a date)
 * keeps WordPress's own count, so a total is never that of another question.
 *
 * A chunk is counted again from the posts (at most 100 rows) whenever one of its posts is written
 * (bua_on_post_written) and on each change of a post's bua_bureau, under a named lock so two refreshes of one chunk cannot cross. Posts
 * written by SQL alone are counted by bua_post_counts_rebuild() (schema upgrade, the bench's seed).
 */

defined( 'ABSPATH' ) || exit;

const BUA_POST_COUNTS_CHUNK = 100;

/** The SQL list of the bureau ids, for the meta values a count reads. */
function bua_post_counts_bureau_list(): string {
	return "'" . implode( "', '", array_map( 'esc_sql', array_keys( bua_bureaus() ) ) ) . "'";
}

/**
 * The rows of the chunks in [first, last) of `$type` (all types when null), counted from the posts:
 * an INSERT … SELECT of all posts, and one of each bureau's.
 */
function bua_post_counts_insert( ?string $type, int $first, int $last ): void {
	global $wpdb;
	$table   = bua_table( 'post_counts' );
	$types   = null === $type ? bua_content_types() : array( $type );
	$in      = implode( ', ', array_fill( 0, count( $types ), '%s' ) );
	$chunk   = BUA_POST_COUNTS_CHUNK;
	$bureaus = bua_post_counts_bureau_list();
	// phpcs:disable WordPress.DB
	$wpdb->query( $wpdb->prepare( "INSERT INTO $table (post_type, post_status, bureau, chunk, posts) SELECT post_type, post_status, '', FLOOR(ID / $chunk), COUNT(*) FROM {$wpdb->posts} WHERE post_type IN ($in) AND ID >= %d AND ID < %d GROUP BY post_type, post_status, FLOOR(ID / $chunk)", array_merge( $types, array( $first, $last ) ) ) );
	$wpdb->query( $wpdb->prepare( "INSERT INTO $table (post_type, post_status, bureau, chunk, posts) SELECT p.post_type, p.post_status, m.meta_value, FLOOR(p.ID / $chunk), COUNT(DISTINCT p.ID) FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = 'bua_bureau' AND m.meta_value IN ($bureaus) WHERE p.post_type IN ($in) AND p.ID >= %d AND p.ID < %d GROUP BY p.post_type, p.post_status, m.meta_value, FLOOR(p.ID / $chunk)", array_merge( $types, array( $first, $last ) ) ) );
	// phpcs:enable
}

/** Counts the chunk of `$post_id` again for `$type`. */
function bua_post_counts_refresh( int $post_id, string $type ): void {
	global $wpdb;
	if ( $post_id <= 0 || ! in_array( $type, bua_content_types(), true ) ) {
		return;
	}
	$table = bua_table( 'post_counts' );
	$chunk = intdiv( $post_id, BUA_POST_COUNTS_CHUNK );
	$lock  = "bua_post_counts_{$type}_{$chunk}";
	if ( ! $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 5)', $lock ) ) ) {
		error_log( "bua-portal: post counts of $type chunk $chunk not refreshed (lock busy)" ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		return;
	}
	try {
		$wpdb->delete( $table, array( 'post_type' => $type, 'chunk' => $chunk ) );
		bua_post_counts_insert( $type, $chunk * BUA_POST_COUNTS_CHUNK, ( $chunk + 1 ) * BUA_POST_COUNTS_CHUNK );
	} finally {
		$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
	}
}

/** Counts every chunk again from the posts: after the table is made, or a bulk import by SQL. */
function bua_post_counts_rebuild(): void {
	global $wpdb;
	$wpdb->query( 'DELETE FROM ' . bua_table( 'post_counts' ) ); // phpcs:ignore WordPress.DB
	bua_post_counts_insert( null, 0, PHP_INT_MAX );
}

/**
 * The type, statuses and bureau of a list whose condition is exactly those, else null. Read from
 * the query's final WHERE and JOIN (whatever filter wrote them), with the bureau's meta join as
 * rest-bureau-filter.php makes it and its index hint left out.
 */
function bua_post_counts_question( array $clauses ): ?array {
	global $wpdb;
	$squash = static fn ( string $sql ): string => trim( preg_replace( '/\s+/', ' ', $sql ) );
	$join   = $squash( preg_replace( '/^\s*FORCE INDEX \([^)]*\)/', '', (string) ( $clauses['join'] ?? '' ) ) );
	$where  = $squash( (string) ( $clauses['where'] ?? '' ) );
	$posts  = preg_quote( $wpdb->posts, '/' );
	$meta   = preg_quote( $wpdb->postmeta, '/' );
	$status = "$posts\\.post_status = '([a-z_-]+)'";
	$pattern = "/^(?:AND \\( \\( $meta\\.meta_key = 'bua_bureau' AND $meta\\.meta_value = '([a-z]+)' \\) \\) )?"
		. "AND $posts\\.post_type = '([a-z_-]+)' AND \\(\\(((?:$status OR )*$status)\\)\\)$/";
	if ( ! preg_match( $pattern, $where, $m ) ) {
		return null;
	}
	$bureau = $m[1];
	$with   = '' === $bureau ? '' : "INNER JOIN {$wpdb->postmeta} ON ( {$wpdb->posts}.ID = {$wpdb->postmeta}.post_id )";
	if ( $join !== $with || ! in_array( $m[2], bua_content_types(), true ) || ( '' !== $bureau && ! bua_is_bureau_id( $bureau ) ) ) {
		return null;
	}
	preg_match_all( "/$status/", $m[3], $statuses );
	return array(
		'type'     => $m[2],
		'statuses' => array_values( array_unique( $statuses[1] ) ),
		'bureau'   => $bureau,
	);
}

/** Each run of a query starts unmarked (with suppress_filters, the mark below is not made again). */
add_action(
	'pre_get_posts',
	static function ( $query ): void {
		$query->bua_counted = null;
	}
);

/** Marks a list the kept counts answer (after every other filter has written its clauses). */
function bua_post_counts_mark( array $clauses, $query ): array {
	if ( $query instanceof WP_Query ) {
		$query->bua_counted = $query->get( 'no_found_rows' ) ? null : bua_post_counts_question( $clauses );
	}
	return $clauses;
}
// Before rest-bureau-filter.php's date walk, which rewrites a marked list's join.
add_filter( 'posts_clauses_request', 'bua_post_counts_mark', PHP_INT_MAX - 1, 2 );

/**
 * A marked list is asked for its page only. Changed in its IDs' request, the second half of
 * WordPress's split query: a change to the whole request would stop WordPress splitting it, and the
 * page would then be sorted with every post's full row (seconds at 100,000 posts). Unsplit, the
 * request keeps its count and the total below stands aside.
 */
function bua_post_counts_page_only( $sql, $query ) {
	return $query instanceof WP_Query && ! empty( $query->bua_counted ) ? preg_replace( '/^(\s*SELECT)\s+SQL_CALC_FOUND_ROWS\b/', '$1', $sql, 1 ) : $sql;
}
add_filter( 'posts_request_ids', 'bua_post_counts_page_only', PHP_INT_MAX, 2 );

/** A marked list's total: the sum of its kept rows, while its request is the one made without a count. */
function bua_post_counts_total( $sql, $query ) {
	if ( ! $query instanceof WP_Query || empty( $query->bua_counted ) || str_contains( (string) $query->request, 'SQL_CALC_FOUND_ROWS' ) ) {
		return $sql;
	}
	global $wpdb;
	$q  = $query->bua_counted;
	$in = implode( ', ', array_fill( 0, count( $q['statuses'] ), '%s' ) );
	// phpcs:ignore WordPress.DB
	return $wpdb->prepare( 'SELECT COALESCE(SUM(posts), 0) FROM ' . bua_table( 'post_counts' ) . " WHERE post_type = %s AND bureau = %s AND post_status IN ($in)", array_merge( array( $q['type'], $q['bureau'] ), $q['statuses'] ) );
}
add_filter( 'found_posts_query', 'bua_post_counts_total', PHP_INT_MAX, 2 );

bua_on_post_written( 'bua_post_counts_refresh' );
// A post's bureau is written after the post itself (bureau-meta.php, REST meta), and moves its counts.
foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $bua_hook ) {
	add_action(
		$bua_hook,
		static function ( $meta_ids, $object_id, $meta_key ): void {
			if ( 'bua_bureau' === $meta_key ) {
				bua_post_counts_refresh( (int) $object_id, (string) get_post_type( (int) $object_id ) );
			}
		},
		10,
		3
	);
}
unset( $bua_hook );
