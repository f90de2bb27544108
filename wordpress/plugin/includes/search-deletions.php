<?php
/**
 * The portal's search index forgets nothing WordPress took down. A post moved to the trash,
 * unpublished or given a password is modified, so the search catch-up (routes-search-index.php,
 * `since`) reads it and the portal drops it. A post deleted for good leaves no row to read: if no
 * instance received its change notice (all of them down, a notice lost), it would stay findable.
 * So its ID and the time go into {prefix}bua_deleted_posts, which the catch-up answers in the same
 * (time, ID) order as the modified posts, each as not indexable. Kept 30 days: an index that has
 * not caught up for longer is rebuilt (`npm run search:reindex`), which drops what it does not see.
 * A post removed by SQL alone (a bulk clean-up) is not logged either: rebuild after one.
 */

defined( 'ABSPATH' ) || exit;

const BUA_DELETION_LOG_DAYS = 30;

add_action(
	'deleted_post',
	static function ( $post_id, $post = null ) {
		if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, bua_search_types(), true ) ) {
			return;
		}
		global $wpdb;
		$table = bua_table( 'deleted_posts' );
		// The clock of post_modified_gmt, which the catch-up's cursor compares with.
		$now = current_time( 'mysql', true );
		// phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( "REPLACE INTO $table (ID, deleted_gmt) VALUES (%d, %s)", (int) $post_id, $now ) );
		// phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE deleted_gmt < %s - INTERVAL %d DAY LIMIT 100", $now, BUA_DELETION_LOG_DAYS ) );
	},
	10,
	2
);
