<?php
/**
 * Own tables, created/updated with dbDelta once per BUA_DB_VERSION.
 *
 * - {prefix}bua_survey_votes: one row per vote. Votes are INSERTs only (no read-modify-write
 *   counter), so concurrent votes cannot lose updates; the UNIQUE key enforces the repeat rule
 *   atomically (INSERT IGNORE: 0 rows affected = repeat).
 * - {prefix}bua_visitors: one row per (day, visitor_hash); the primary key makes concurrent
 *   tracks of the same visitor count once.
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
	);
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
			update_option( 'bua_db_version', BUA_DB_VERSION, true );
		}
	} finally {
		$wpdb->query( "SELECT RELEASE_LOCK('bua_schema')" );
	}
}
add_action( 'init', 'bua_schema_maybe_upgrade', 1 );
