<?php
/**
 * Revalidation webhooks, part 3: what changed. Listens to `bua_content_changed` (hook-points.php)
 * and, at the end of the request, queues one notice per changed post and portal address, then
 * wakes the worker. Nothing is sent from the editor's request itself, so saving never waits on
 * the portal.
 *
 * Notices are collected per request: one save can fire several hooks (a status change, an update,
 * the block editor's second meta-box save), and the portal needs to hear about the post once.
 * A notice names every slug the post had during the request (renaming and trashing change it), so
 * the old address stops showing the post too.
 *
 * Only changes that touch what the portal caches are sent: a post entering or leaving `publish` or
 * `private`, or updated or deleted while in one of them. Published posts are in every visitor's
 * pages; private ones in the staff view all signed-in staff share (the portal's twins, read as
 * the staff reader: staff-reader.php).
 * Pending and draft posts are never in the portal's cache.
 */

defined( 'ABSPATH' ) || exit;

/** Changes of this request, by post id. */
function &bua_revalidate_pending(): array {
	static $pending = array();
	return $pending;
}

/** Slugs and bureaus seen before they changed (old slug on rename, bureau before deletion), by post id. */
function &bua_revalidate_before(): array {
	static $before = array();
	return $before;
}

/** Whether a change can alter what the portal caches: published posts (visitors) and private ones (staff). */
function bua_revalidate_is_visible_change( WP_Post $post, string $reason ): bool {
	if ( 'updated' === $reason || 'deleted' === $reason ) {
		return in_array( $post->post_status, bua_readable_everywhere_statuses(), true );
	}
	// 'status:{old}->{new}'
	return 1 === preg_match( '/(^status:(publish|private)->|->(publish|private)$)/', $reason );
}

/** A slug as the portal routes it: the trashed suffix removed, only URL-safe slug characters. */
function bua_revalidate_clean_slug( string $slug ): ?string {
	$slug = preg_replace( '/__trashed(-\d+)?$/', '', $slug );
	return preg_match( '/^[a-zA-Z0-9%_-]{1,200}$/', (string) $slug ) ? $slug : null;
}

function bua_revalidate_remember_before( int $post_id, ?string $slug, ?string $bureau ): void {
	$before = &bua_revalidate_before();
	$entry  = $before[ $post_id ] ?? array( 'slugs' => array(), 'bureau' => null );
	if ( null !== $slug && '' !== $slug ) {
		$entry['slugs'][] = $slug;
	}
	$entry['bureau']    = $entry['bureau'] ?? $bureau;
	$before[ $post_id ] = $entry;
}

function bua_revalidate_collect( WP_Post $post, string $reason ): void {
	if ( ( defined( 'WP_IMPORTING' ) && WP_IMPORTING ) || wp_installing() || ! bua_revalidate_is_visible_change( $post, $reason ) ) {
		return; // Imports and the demo seed would queue hundreds of notices; the 60 s safety net covers them.
	}
	$pending              = &bua_revalidate_pending();
	$slugs                = $pending[ $post->ID ]['slugs'] ?? array();
	$slugs[]              = $post->post_name;
	$pending[ $post->ID ] = array(
		'type'   => $post->post_type,
		'id'     => (int) $post->ID,
		'slugs'  => $slugs,
		'reason' => $reason,
		'status' => 'deleted' === $reason ? 'deleted' : $post->post_status,
	);
}
add_action( 'bua_content_changed', 'bua_revalidate_collect', 10, 2 );

// Before hook-points.php's post_updated listener (priority 10): keep the slug before a rename.
add_action(
	'post_updated',
	static function ( $post_id, $after, $before ) {
		if ( $before instanceof WP_Post && in_array( $before->post_type, bua_content_types(), true ) ) {
			bua_revalidate_remember_before( (int) $post_id, $before->post_name, bua_post_bureau( $post_id ) );
		}
	},
	5,
	3
);
// Post meta is gone by `after_delete_post`: note the bureau while it is still there.
add_action(
	'before_delete_post',
	static function ( $post_id ) {
		$post = get_post( $post_id );
		if ( $post instanceof WP_Post && in_array( $post->post_type, bua_content_types(), true ) ) {
			bua_revalidate_remember_before( (int) $post_id, $post->post_name, bua_post_bureau( $post_id ) );
		}
	},
	10,
	1
);

/** The notices of this request, ready to send: every slug the post had, and its bureau. */
function bua_revalidate_payloads(): array {
	$before   = bua_revalidate_before();
	$payloads = array();
	foreach ( bua_revalidate_pending() as $id => $change ) {
		$slugs = array_merge( $change['slugs'], $before[ $id ]['slugs'] ?? array() );
		// Trashing renames the slug; WordPress keeps the visible one in this meta.
		$slugs[] = (string) get_post_meta( $id, '_wp_desired_post_slug', true );
		$slugs   = array_values( array_unique( array_filter( array_map( 'bua_revalidate_clean_slug', $slugs ) ) ) );

		$bureau     = 'deleted' === $change['status'] ? null : bua_post_bureau( $id );
		$payloads[] = array_merge(
			$change,
			array(
				'slugs'  => array_slice( $slugs, 0, 10 ),
				'bureau' => $bureau ?? ( $before[ $id ]['bureau'] ?? null ),
			)
		);
	}
	return $payloads;
}

/** End of the request: queue the notices and wake the worker (or leave it to a due retry). */
function bua_revalidate_flush_pending(): void {
	$pending = &bua_revalidate_pending();
	if ( array() !== $pending && bua_revalidate_enabled() ) {
		foreach ( bua_revalidate_payloads() as $payload ) {
			bua_revalidate_enqueue( $payload, bua_revalidate_targets() );
		}
		$pending = array();
		bua_revalidate_kick();
		return;
	}
	$pending = array();
	// Any request may carry a retry that fell due, so retries do not depend on WP-cron.
	if ( bua_revalidate_has_due() && ! defined( 'BUA_REVALIDATE_WORKER' ) && bua_revalidate_enabled() ) {
		bua_revalidate_kick();
	}
}
add_action( 'shutdown', 'bua_revalidate_flush_pending', 5 );
