<?php
/**
 * Own tables, created/updated with dbDelta once per BUA_DB_VERSION.
 *
 * - {prefix}bua_survey_votes: one row per vote. Votes are INSERTs only (no read-modify-write
 *   counter), so concurrent votes cannot lose updates; the UNIQUE key enforces the repeat rule
 *   atomically (INSERT IGNORE: 0 rows affected = repeat).
 * - {prefix}bua_visitors: one row per (day, visitor_hash); the primary key makes concurrent
 *   tracks of the same visitor count once.
 * - {prefix}bua_sitemap_summary: per type and chunk of 100 IDs, the published posts and their last
 *   change, kept as posts change (sitemap-summary.php); counted whole again at each upgrade.
 * - {prefix}bua_post_counts: per type, status, bureau and chunk of 100 IDs, how many posts, so a
 *   list's total is a sum of kept rows (post-counts.php); counted whole again at each upgrade.
 * - {prefix}bua_deleted_posts: the searchable posts deleted for good and when, for the portal's
 *   search catch-up (search-deletions.php); kept 30 days.
 *
 * Indexes on core tables make a bureau's list cost its own posts, not the archive's
 * (bua_bureau_listing_join in rest-bureau-filter.php):
 * - postmeta (meta_key, meta_value, post_id): a bureau's posts straight from the index; core has
 *   only meta_key, so every list and count of a bureau read all the archive's bua_bureau rows.
 * - posts (ID, post_type, post_status, post_date, post_author): everything a listing's WHERE and
 *   ORDER BY read, so a bureau's posts are filtered and sorted without reading their full rows
 *   (post_content makes each row kilobytes; at 100,000 posts a list read hundreds of megabytes).
 * - posts (post_type, post_status, post_date, post_author): the same columns in status order, for
 *   a bureau's list of a rare status (pending, draft, private: dozens to thousands of posts, each
 *   checked against the meta), where core's type_status_date lacks the author the scope reads.
 * - posts (post_author, post_type, post_status): WordPress counts an author's published posts
 *   before it shows the author (every `_embed` of a list); core's post_author index read each of
 *   those posts' full rows, seconds for an author of ten years.
 * - posts (post_type, post_status, ID, post_modified_gmt, post_name): all the sitemaps read
 *   (routes-sitemap.php), in ID order; without it the index's blocks read every post's row.
 * - posts (post_type, post_date, post_status): a list of several statuses (the signed-in twins'
 *   published and private posts, a staff list of all statuses) newest first, stopping at its page;
 *   core's type_status_date orders within one status, so such a list sorted the whole archive. The
 *   first pages of a bureau's list walk it too (bua_bureau_listing_date_walk).
 */

defined( 'ABSPATH' ) || exit;

function bua_table( string $name ): string {
	global $wpdb;
	return $wpdb->prefix . 'bua_' . $name;
}

function bua_schema_sql(): array {
	global $wpdb;
	$charset = $wpdb->get_charset_collate();
	$votes   = bua_table( 'survey_votes' );
	$visits  = bua_table( 'visitors' );
	$summary = bua_table( 'sitemap_summary' );
	$counts  = bua_table( 'post_counts' );
	$deleted = bua_table( 'deleted_posts' );
	// dbDelta is picky: two spaces after PRIMARY KEY, one field per line, KEY not INDEX.
	return array(
		"CREATE TABLE $votes (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  rating varchar(20) NOT NULL,
  score tinyint(3) unsigned NOT NULL,
  page varchar(200) NOT NULL,
  page_hash char(64) NOT NULL,
  client_hash char(64) NOT NULL,
  vote_day date NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY one_vote_per_day (vote_day,page_hash,client_hash),
  KEY rating (rating)
) $charset;",
		"CREATE TABLE $visits (
  day date NOT NULL,
  visitor_hash char(64) NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (day,visitor_hash)
) $charset;",
		"CREATE TABLE $summary (
  post_type varchar(20) NOT NULL,
  chunk int(10) unsigned NOT NULL,
  posts int(10) unsigned NOT NULL,
  modified_gmt datetime NOT NULL,
  PRIMARY KEY  (post_type,chunk)
) $charset;",
		"CREATE TABLE $counts (
  post_type varchar(20) NOT NULL,
  post_status varchar(20) NOT NULL,
  bureau varchar(32) NOT NULL,
  chunk int(10) unsigned NOT NULL,
  posts int(10) unsigned NOT NULL,
  PRIMARY KEY  (post_type,bureau,post_status,chunk)
) $charset;",
		"CREATE TABLE $deleted (
  ID bigint(20) unsigned NOT NULL,
  deleted_gmt datetime NOT NULL,
  PRIMARY KEY  (ID),
  KEY deleted_order (deleted_gmt,ID)
) $charset;",
	);
}

/** Indexes of core tables: name => [table, columns]. */
function bua_core_indexes(): array {
	global $wpdb;
	return array(
		'bua_key_value'   => array( $wpdb->postmeta, 'meta_key(32), meta_value(32), post_id' ),
		'bua_id_list'     => array( $wpdb->posts, 'ID, post_type, post_status, post_date, post_author' ),
		'bua_status_list' => array( $wpdb->posts, 'post_type, post_status, post_date, post_author' ),
		'bua_author'      => array( $wpdb->posts, 'post_author, post_type, post_status' ),
		'bua_sitemap'     => array( $wpdb->posts, 'post_type, post_status, ID, post_modified_gmt, post_name' ),
		'bua_type_date'   => array( $wpdb->posts, 'post_type, post_date, post_status' ),
	);
}

/** True when the index exists (also read before a query names it in a hint). */
function bua_has_index( string $table, string $name ): bool {
	global $wpdb;
	return (bool) $wpdb->get_var( $wpdb->prepare( "SHOW INDEX FROM `$table` WHERE Key_name = %s", $name ) );
}

/** Adds what bua_core_indexes() lists and is missing; online, reads go on meanwhile. */
function bua_add_core_indexes(): void {
	global $wpdb;
	foreach ( bua_core_indexes() as $name => list( $table, $columns ) ) {
		if ( ! bua_has_index( $table, $name ) && false === $wpdb->query( "ALTER TABLE `$table` ADD INDEX `$name` ($columns), ALGORITHM=INPLACE, LOCK=NONE" ) ) {
			// Lists stay right without it (the hint needs it, see bua_bureau_listing_join), only slower: say so.
			error_log( "bua-portal: could not add index $name to $table: {$wpdb->last_error}" ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		}
	}
}

function bua_schema_maybe_upgrade(): void {
	// During wp_install() our tables' neighbours (options) may not exist yet.
	if ( wp_installing() || BUA_DB_VERSION === get_option( 'bua_db_version' ) ) {
		return;
	}
	global $wpdb;
	// Two first requests at once would both CREATE TABLE; a named lock serialises them.
	if ( ! $wpdb->get_var( "SELECT GET_LOCK('bua_schema', 10)" ) ) {
		return; // Another request is upgrading; the next request will see the new version.
	}
	try {
		$current = $wpdb->get_var(
			$wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'bua_db_version' )
		);
		if ( BUA_DB_VERSION !== $current ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php';
			dbDelta( bua_schema_sql() );
			bua_add_core_indexes();
			bua_sitemap_summary_rebuild();
			bua_post_counts_rebuild();
			update_option( 'bua_db_version', BUA_DB_VERSION, true );
		}
	} finally {
		$wpdb->query( "SELECT RELEASE_LOCK('bua_schema')" );
	}
}
add_action( 'init', 'bua_schema_maybe_upgrade', 1 );
