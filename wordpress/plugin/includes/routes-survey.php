<?php
/**
 * bua/v1 satisfaction survey.
 *
 * POST survey {rating, page} -> {success:true}
 *   rating: sangat_puas | puas | cukup | kurang_puas | sangat_tidak_puas
 *   page:   the path voted from, starting with "/", at most 200 characters, no spaces/controls.
 *   Repeat rule: one vote per visitor per day, whatever page it is sent from (visitor = salted
 *   daily hash of the trusted address and the portal's signed visitor id, see client-hash.php).
 *   A repeat -> 429 bua_survey_repeat. More than 5 votes from one address in a minute -> 429 too.
 *   Each vote is one INSERT IGNORE against a UNIQUE (vote_day, page_hash, client_hash) key, with
 *   page_hash fixed (the column predates the rule; the page itself is still stored): no
 *   counter is read and rewritten, so parallel votes never overwrite each other, and the
 *   repeat check cannot race.
 * GET survey-stats -> {score, totalVotes, ratings:[{value, label, percentage, count}]}, all
 *   votes ever, computed with COUNT ... GROUP BY. score = mean on 5..1, two decimals.
 */

defined( 'ABSPATH' ) || exit;

function bua_survey_vote( WP_REST_Request $request ) {
	global $wpdb;
	$rating = (string) $request['rating'];
	$page   = (string) $request['page'];
	$day    = bua_today();
	if ( bua_address_rate_exceeded( 'survey', 5 ) ) {
		return bua_error( 'bua_survey_repeat', 'Anda sudah memberikan penilaian hari ini.', 429 );
	}
	$result = $wpdb->query(
		$wpdb->prepare(
			'INSERT IGNORE INTO ' . bua_table( 'survey_votes' ) . ' (rating, score, page, page_hash, client_hash, vote_day, created_at) VALUES (%s, %d, %s, %s, %s, %s, %s)',
			$rating,
			bua_survey_ratings()[ $rating ][1],
			$page,
			hash( 'sha256', 'one-vote-per-visitor-per-day' ),
			bua_client_hash( $day ),
			$day,
			current_time( 'mysql' )
		)
	);
	if ( false === $result ) {
		return bua_error( 'bua_survey_unavailable', 'Penilaian tidak dapat disimpan saat ini. Silakan coba lagi.', 503 );
	}
	if ( 0 === $result ) {
		return bua_error( 'bua_survey_repeat', 'Anda sudah memberikan penilaian hari ini.', 429 );
	}
	return rest_ensure_response( array( 'success' => true ) );
}

function bua_survey_stats() {
	global $wpdb;
	$rows = $wpdb->get_results( 'SELECT rating, COUNT(*) AS votes FROM ' . bua_table( 'survey_votes' ) . ' GROUP BY rating', ARRAY_A );
	if ( '' !== $wpdb->last_error ) {
		return bua_error( 'bua_survey_unavailable', 'Survey statistics are temporarily unavailable.', 503 );
	}
	$counts = array();
	foreach ( (array) $rows as $row ) {
		$counts[ $row['rating'] ] = (int) $row['votes'];
	}
	$total = 0;
	$sum   = 0;
	foreach ( bua_survey_ratings() as $value => list( , $points ) ) {
		$total += $counts[ $value ] ?? 0;
		$sum   += ( $counts[ $value ] ?? 0 ) * $points;
	}
	$ratings = array();
	foreach ( bua_survey_ratings() as $value => list( $label, ) ) {
		$count     = $counts[ $value ] ?? 0;
		$ratings[] = array(
			'value'      => $value,
			'label'      => $label,
			'percentage' => $total > 0 ? round( $count * 100 / $total, 1 ) : 0,
			'count'      => $count,
		);
	}
	return bua_no_store_response(
		array(
			'score'      => $total > 0 ? round( $sum / $total, 2 ) : 0,
			'totalVotes' => $total,
			'ratings'    => $ratings,
		)
	);
}

function bua_register_survey_routes(): void {
	register_rest_route(
		'bua/v1',
		'/survey',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'permission_callback' => '__return_true',
			'args'                => array(
				'rating' => array(
					'type'              => 'string',
					'required'          => true,
					'validate_callback' => static function ( $value ) {
						return is_string( $value ) && array_key_exists( $value, bua_survey_ratings() )
							? true
							: bua_error( 'rest_invalid_param', 'Silakan pilih tingkat kepuasan Anda (rating: ' . implode( ', ', array_keys( bua_survey_ratings() ) ) . ').', 400 );
					},
					'sanitize_callback' => static function ( $value ) {
						return (string) $value;
					},
				),
				'page'   => array(
					'type'              => 'string',
					'required'          => true,
					'validate_callback' => static function ( $value ) {
						// Printable non-space ASCII or UTF-8 letters only; no scheme, host or controls.
						if ( is_string( $value ) && strlen( $value ) <= 200 && preg_match( '#^/(?!/)[^\s\x00-\x1F\x7F]*$#u', $value ) ) {
							return true;
						}
						return bua_error( 'rest_invalid_param', 'page must be a path starting with "/" (at most 200 characters, no spaces).', 400 );
					},
					'sanitize_callback' => static function ( $value ) {
						return (string) $value;
					},
				),
			),
			'callback'            => 'bua_survey_vote',
		)
	);
	register_rest_route(
		'bua/v1',
		'/survey-stats',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'permission_callback' => '__return_true',
			'callback'            => 'bua_survey_stats',
		)
	);
}
add_action( 'rest_api_init', 'bua_register_survey_routes' );
