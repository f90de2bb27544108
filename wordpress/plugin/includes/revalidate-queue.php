<?php
/**
 * Revalidation webhooks, part 1: the outbox. Every notice to the portal is first a row here, so a
 * notice survives a failed delivery, a dead PHP worker or a portal that is down, and is retried.
 *
 * {prefix}bua_revalidate_queue: one row per (change, portal address). Rows are only INSERTed by
 * requests and UPDATEd/DELETEd by the single worker (revalidate-worker.php holds a MySQL lock), so
 * concurrent editors never overwrite each other's notices (an option holding an array would).
 *
 * The option `bua_revalidate_next_due` (autoloaded, unix time, 0 = nothing waiting) lets every
 * request see without a query whether a retry is due.
 */

defined( 'ABSPATH' ) || exit;

const BUA_REVALIDATE_DB_VERSION = '1';
/** Seconds to wait before retry n (1-based); after the last one a notice is dropped. */
const BUA_REVALIDATE_BACKOFF = array( 5, 30, 120, 600, 1800 );

function bua_revalidate_table(): string {
	return bua_table( 'revalidate_queue' );
}

/** Creates the table once per version (own version option: schema.php's tables are not touched). */
function bua_revalidate_maybe_create_table(): void {
	if ( wp_installing() || BUA_REVALIDATE_DB_VERSION === get_option( 'bua_revalidate_db_version' ) ) {
		return;
	}
	global $wpdb;
	if ( ! $wpdb->get_var( "SELECT GET_LOCK('bua_revalidate_schema', 10)" ) ) {
		return;
	}
	try {
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = bua_revalidate_table();
		$charset = $wpdb->get_charset_collate();
		// dbDelta is picky: two spaces after PRIMARY KEY, one field per line, KEY not INDEX.
		dbDelta(
			"CREATE TABLE $table (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  target varchar(255) NOT NULL,
  payload text NOT NULL,
  attempts smallint(5) unsigned NOT NULL DEFAULT 0,
  next_attempt_at bigint(20) unsigned NOT NULL,
  last_error varchar(255) NOT NULL DEFAULT '',
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY due (next_attempt_at)
) $charset;"
		);
		update_option( 'bua_revalidate_db_version', BUA_REVALIDATE_DB_VERSION, true );
	} finally {
		$wpdb->query( "SELECT RELEASE_LOCK('bua_revalidate_schema')" );
	}
}
add_action( 'init', 'bua_revalidate_maybe_create_table', 2 );

/** Adds one notice per portal address, due now. */
function bua_revalidate_enqueue( array $payload, array $targets ): void {
	global $wpdb;
	$json = wp_json_encode( $payload );
	if ( false === $json ) {
		return;
	}
	foreach ( $targets as $target ) {
		$wpdb->insert(
			bua_revalidate_table(),
			array(
				'target'          => $target,
				'payload'         => $json,
				'attempts'        => 0,
				'next_attempt_at' => time(),
				'created_at'      => current_time( 'mysql', true ),
			),
			array( '%s', '%s', '%d', '%d', '%s' )
		);
	}
	bua_revalidate_set_next_due( time() );
}

/** Notices whose time has come, oldest first. */
function bua_revalidate_due_rows( int $limit ): array {
	global $wpdb;
	$table = bua_revalidate_table();
	return (array) $wpdb->get_results(
		$wpdb->prepare( "SELECT id, target, payload, attempts FROM $table WHERE next_attempt_at <= %d ORDER BY id LIMIT %d", time(), $limit ) // phpcs:ignore WordPress.DB
	);
}

function bua_revalidate_delete_row( int $id ): void {
	global $wpdb;
	$wpdb->delete( bua_revalidate_table(), array( 'id' => $id ), array( '%d' ) );
}

/** Records a failed attempt: schedules the next one, or drops the notice after the last. */
function bua_revalidate_fail_row( object $row, string $error, bool $permanent ): void {
	global $wpdb;
	$attempts = (int) $row->attempts + 1;
	$backoff  = BUA_REVALIDATE_BACKOFF[ $attempts - 1 ] ?? null;
	if ( $permanent || null === $backoff ) {
		error_log( sprintf( '[bua-revalidate] giving up on %s after %d attempt(s): %s', $row->target, $attempts, $error ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		bua_revalidate_delete_row( (int) $row->id );
		return;
	}
	$wpdb->update(
		bua_revalidate_table(),
		array(
			'attempts'        => $attempts,
			'next_attempt_at' => time() + $backoff,
			'last_error'      => substr( $error, 0, 255 ),
		),
		array( 'id' => (int) $row->id ),
		array( '%d', '%d', '%s' ),
		array( '%d' )
	);
}

/** Earliest next attempt of any waiting notice (0 when the queue is empty), kept in the option. */
function bua_revalidate_refresh_next_due(): int {
	global $wpdb;
	$table = bua_revalidate_table();
	$next  = (int) $wpdb->get_var( "SELECT MIN(next_attempt_at) FROM $table" ); // phpcs:ignore WordPress.DB
	bua_revalidate_set_next_due( $next );
	return $next;
}

function bua_revalidate_set_next_due( int $time ): void {
	if ( (int) get_option( 'bua_revalidate_next_due', 0 ) !== $time ) {
		update_option( 'bua_revalidate_next_due', $time, true );
	}
}

/** Whether a notice is waiting and due, read from the autoloaded option (no query). */
function bua_revalidate_has_due(): bool {
	$next = (int) get_option( 'bua_revalidate_next_due', 0 );
	return $next > 0 && $next <= time();
}
