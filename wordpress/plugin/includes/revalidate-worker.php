<?php
/**
 * Revalidation webhooks, part 4: the worker that delivers queued notices.
 *
 * Woken three ways, so delivery depends on none of them alone:
 * 1. At the end of the request that changed a post: a fire-and-forget loopback POST to
 *    `bua/v1/revalidate/run` (like core's spawn_cron, 10 ms and gone), so the worker runs in its
 *    own PHP request while the editor's answer is already on its way.
 * 2. At the end of any later request once a retry is due (revalidate-notify.php). A headless
 *    WordPress is asked for data all the time (by the portal itself), so retries happen even with
 *    DISABLE_WP_CRON, as on the local install.
 * 3. A single WP-cron event at the next retry time, for sites where real cron runs wp-cron.php
 *    (or where loopback requests are blocked).
 * One worker at a time (MySQL GET_LOCK); after releasing the lock it looks once more for notices
 * queued meanwhile, so none waits for the next wake-up.
 */

defined( 'ABSPATH' ) || exit;

/** Proof that a run request comes from this WordPress: derived from the secret, never the secret. */
function bua_revalidate_kick_token(): string {
	return hash_hmac( 'sha256', 'bua-revalidate-run|' . home_url(), bua_revalidate_secret() );
}

/** Wakes the worker without waiting for it. */
function bua_revalidate_kick(): void {
	if ( '' === bua_revalidate_secret() ) {
		return;
	}
	// Hold back other requests' piggyback kicks for a few seconds; the worker sets the real time.
	bua_revalidate_set_next_due( time() + 10 );
	wp_remote_post(
		rest_url( 'bua/v1/revalidate/run' ),
		array(
			'timeout'   => 0.01,
			'blocking'  => false,
			'sslverify' => false, // Our own address; some hosts' loopback certificates do not match.
			'headers'   => array( 'X-BUA-Run' => bua_revalidate_kick_token() ),
		)
	);
}

/** Delivers every due notice; returns how many were delivered. */
function bua_revalidate_run_queue(): int {
	global $wpdb;
	if ( ! bua_revalidate_enabled() ) {
		bua_revalidate_set_next_due( 0 ); // Not configured (any more): stop the wake-ups.
		return 0;
	}
	$delivered = 0;
	$deadline  = microtime( true ) + 25;
	do {
		if ( ! $wpdb->get_var( "SELECT GET_LOCK('bua_revalidate_worker', 0)" ) ) {
			return $delivered; // Another worker runs; it re-checks the queue before it stops.
		}
		try {
			while ( microtime( true ) < $deadline ) {
				$rows = bua_revalidate_due_rows( 20 );
				if ( array() === $rows ) {
					break;
				}
				$deliveries = array();
				foreach ( $rows as $index => $row ) {
					$deliveries[ $index ] = array( (string) $row->target, (string) $row->payload, $row->id . '.' . $row->attempts . '.' . wp_generate_password( 8, false ) );
				}
				foreach ( bua_revalidate_deliver_all( $deliveries ) as $index => $failure ) {
					$row = $rows[ $index ];
					if ( null === $failure ) {
						bua_revalidate_delete_row( (int) $row->id );
						++$delivered;
					} else {
						bua_revalidate_fail_row( $row, $failure[0], $failure[1] );
					}
				}
			}
		} finally {
			$wpdb->query( "SELECT RELEASE_LOCK('bua_revalidate_worker')" );
		}
		// Read after releasing: a notice queued while we held the lock (its own wake-up was
		// turned away) is seen here and delivered by another round.
		$next = bua_revalidate_refresh_next_due();
	} while ( $next > 0 && $next <= time() && microtime( true ) < $deadline );

	if ( $next > 0 && ! wp_next_scheduled( 'bua_revalidate_retry' ) ) {
		wp_schedule_single_event( max( $next, time() + 1 ), 'bua_revalidate_retry' );
	}
	return $delivered;
}
add_action( 'bua_revalidate_retry', 'bua_revalidate_run_queue' );

function bua_revalidate_register_route(): void {
	register_rest_route(
		'bua/v1',
		'/revalidate/run',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'permission_callback' => static function ( WP_REST_Request $request ) {
				$token = (string) $request->get_header( 'x_bua_run' );
				return '' !== bua_revalidate_secret() && '' !== $token && hash_equals( bua_revalidate_kick_token(), $token );
			},
			'callback'            => static function () {
				// The caller hung up on purpose; finish the deliveries anyway.
				ignore_user_abort( true );
				if ( ! defined( 'BUA_REVALIDATE_WORKER' ) ) {
					define( 'BUA_REVALIDATE_WORKER', true );
				}
				return rest_ensure_response( array( 'delivered' => bua_revalidate_run_queue() ) );
			},
		)
	);
}
add_action( 'rest_api_init', 'bua_revalidate_register_route' );
