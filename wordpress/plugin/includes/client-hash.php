<?php
/**
 * A per-day pseudonymous client id: sha256(ip | user-agent | day | daily salt).
 *
 * The salt is random, made once per day and deleted after two days, so nobody (not even with
 * database access) can later test guessed IPs against stored hashes or link a visitor across
 * days. The raw IP is never stored.
 *
 * Behind a reverse proxy every request comes from the proxy's address: list the proxy addresses
 * in BUA_TRUSTED_PROXIES (comma-separated) and the right-most untrusted X-Forwarded-For address
 * is used instead. X-Forwarded-For from anyone else is ignored (it is trivially forged).
 */

defined( 'ABSPATH' ) || exit;

function bua_today(): string {
	return current_time( 'Y-m-d' ); // Site timezone: "today" is the agency's day.
}

function bua_client_ip(): string {
	$remote = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? trim( $_SERVER['REMOTE_ADDR'] ) : '';
	if ( defined( 'BUA_TRUSTED_PROXIES' ) && is_string( BUA_TRUSTED_PROXIES ) && isset( $_SERVER['HTTP_X_FORWARDED_FOR'] ) && is_string( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) {
		$trusted = array_filter( array_map( 'trim', explode( ',', BUA_TRUSTED_PROXIES ) ) );
		if ( in_array( $remote, $trusted, true ) ) {
			$chain = array_reverse( array_filter( array_map( 'trim', explode( ',', $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) ) );
			foreach ( $chain as $hop ) {
				if ( ! in_array( $hop, $trusted, true ) ) {
					$remote = $hop;
					break;
				}
			}
		}
	}
	return false !== filter_var( $remote, FILTER_VALIDATE_IP ) ? $remote : '0.0.0.0';
}

function bua_client_user_agent(): string {
	$ua = isset( $_SERVER['HTTP_USER_AGENT'] ) && is_string( $_SERVER['HTTP_USER_AGENT'] ) ? $_SERVER['HTTP_USER_AGENT'] : '';
	return substr( $ua, 0, 512 );
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
	return hash( 'sha256', implode( '|', array( bua_client_ip(), bua_client_user_agent(), $day, bua_daily_salt( $day ) ) ) );
}
