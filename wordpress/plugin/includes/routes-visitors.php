<?php
/**
 * visitor-stats/v1 — unique visitors.
 *
 * POST track -> {success:true}. Counting rule: a visitor is one salted daily hash of the trusted
 *   address and the portal's signed visitor id (client-hash.php); each visitor counts once per
 *   day, and one address adds at most 20 new visitors a minute. INSERT IGNORE on the
 *   PRIMARY KEY (day, visitor_hash) makes repeated or concurrent tracks count once.
 * GET count?period=today|month|all_time -> {period, count}
 *   today: unique visitors today; month: sum of daily unique visitors since the 1st of this month
 *   (a person visiting on three days counts three times: hashes cannot link days by design);
 *   all_time: the same sum over every day. Days are in the site's timezone.
 */

defined( 'ABSPATH' ) || exit;

function bua_visitor_track() {
	global $wpdb;
	$day    = bua_today();
	if ( bua_address_rate_exceeded( 'visit', 20 ) ) {
		return rest_ensure_response( array( 'success' => true ) ); // Not counted; nothing to retry.
	}
	$result = $wpdb->query(
		$wpdb->prepare(
			'INSERT IGNORE INTO ' . bua_table( 'visitors' ) . ' (day, visitor_hash, created_at) VALUES (%s, %s, %s)',
			$day,
			bua_client_hash( $day ),
			current_time( 'mysql' )
		)
	);
	if ( false === $result ) {
		return bua_error( 'bua_stats_unavailable', 'Visitor statistics are temporarily unavailable.', 503 );
	}
	return rest_ensure_response( array( 'success' => true ) );
}

function bua_visitor_count( WP_REST_Request $request ) {
	global $wpdb;
	$period = (string) $request['period'];
	$table  = bua_table( 'visitors' );
	$today  = bua_today();
	switch ( $period ) {
		case 'today':
			$count = $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $table WHERE day = %s", $today ) );
			break;
		case 'month':
			$count = $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $table WHERE day BETWEEN %s AND %s", substr( $today, 0, 8 ) . '01', $today ) );
			break;
		default: // all_time (validated).
			$count = $wpdb->get_var( "SELECT COUNT(*) FROM $table" ); // phpcs:ignore WordPress.DB
	}
	if ( null === $count || '' !== $wpdb->last_error ) {
		return bua_error( 'bua_stats_unavailable', 'Visitor statistics are temporarily unavailable.', 503 );
	}
	return bua_no_store_response(
		array(
			'period' => $period,
			'count'  => (int) $count,
		)
	);
}

function bua_register_visitor_routes(): void {
	register_rest_route(
		'visitor-stats/v1',
		'/track',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'permission_callback' => '__return_true',
			'callback'            => 'bua_visitor_track',
		)
	);
	register_rest_route(
		'visitor-stats/v1',
		'/count',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'permission_callback' => '__return_true',
			'args'                => array(
				'period' => array(
					'description'       => 'today, month or all_time.',
					'type'              => 'string',
					'required'          => true,
					'validate_callback' => static function ( $value ) {
						return is_string( $value ) && in_array( $value, array( 'today', 'month', 'all_time' ), true )
							? true
							: bua_error( 'rest_invalid_param', 'period must be one of: today, month, all_time.', 400 );
					},
					'sanitize_callback' => static function ( $value ) {
						return (string) $value;
					},
				),
			),
			'callback'            => 'bua_visitor_count',
		)
	);
}
add_action( 'rest_api_init', 'bua_register_visitor_routes' );
