<?php
/**
 * A per-day pseudonymous client id: sha256(ip | portal visitor id | day | daily salt).
 *
 * The salt is random, made once per day and deleted after two days, so nobody (not even with
 * database access) can later test guessed IPs against stored hashes or link a visitor across
 * days. The raw IP is never stored.
 *
 * The address is bua_client_ip() (portal-trust.php): the portal's forwarded one, or the socket's.
 */

defined( 'ABSPATH' ) || exit;

function bua_today(): string {
	return current_time( 'Y-m-d' ); // Site timezone: "today" is the agency's day.
}

/**
 * The portal's visitor id (a random id in a cookie the portal signs and checks), believed only
 * with the portal key; '' otherwise. It lets two people behind one office address vote apart,
 * while the address bound below keeps a cookie-clearing script from stuffing votes.
 */
function bua_visitor_id(): string {
	if ( ! bua_request_has_portal_key() || ! isset( $_SERVER['HTTP_X_BUA_VISITOR'] ) || ! is_string( $_SERVER['HTTP_X_BUA_VISITOR'] ) ) {
		return '';
	}
	return preg_match( '/^[a-f0-9]{32}$/', $_SERVER['HTTP_X_BUA_VISITOR'] ) ? $_SERVER['HTTP_X_BUA_VISITOR'] : '';
}

/**
 * Whether one address has already done `$what` `$limit` times this minute (and counts this time).
 * Bounds stuffing from one address whatever else the requests vary.
 */
function bua_address_rate_exceeded( string $what, int $limit ): bool {
	$key   = 'bua_rate_' . md5( $what . '|' . bua_client_ip() . '|' . gmdate( 'YmdHi' ) );
	$count = (int) get_transient( $key );
	set_transient( $key, $count + 1, 120 );
	return $count >= $limit;
}

/**
 * The day's salt. Created with INSERT IGNORE (add_option would overwrite on a race: it uses
 * ON DUPLICATE KEY UPDATE), then read back, so concurrent first requests agree on one salt.
 */
function bua_daily_salt( string $day ): string {
	global $wpdb;
	$name = 'bua_daily_salt_' . str_replace( '-', '', $day );
	$salt = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
	if ( is_string( $salt ) && '' !== $salt ) {
		return $salt;
	}
	$inserted = $wpdb->query(
		$wpdb->prepare(
			"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')",
			$name,
			bin2hex( random_bytes( 32 ) )
		)
	);
	if ( 1 === $inserted ) {
		// Forget salts older than yesterday (yesterday's may still be in use by late requests).
		$keep_from = 'bua_daily_salt_' . gmdate( 'Ymd', strtotime( $day . ' -1 day' ) );
		$wpdb->query(
			$wpdb->prepare(
				"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_name < %s",
				$wpdb->esc_like( 'bua_daily_salt_' ) . '%',
				$keep_from
			)
		);
	}
	return (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
}

function bua_client_hash( string $day ): string {
	// Never the user agent or anything else a caller can vary freely.
	return hash( 'sha256', implode( '|', array( bua_client_ip(), bua_visitor_id(), $day, bua_daily_salt( $day ) ) ) );
}
