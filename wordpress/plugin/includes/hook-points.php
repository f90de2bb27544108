<?php
/**
 * Where the portal hears that content changed: `bua_content_changed` fires whenever a post of the
 * five types changes visibility or content, or is deleted, and whenever a picture it shows (its
 * featured image, an image in its content, an attachment of it) is edited or deleted.
 * revalidate-notify.php listens and tells the portal. routes-account.php and routes-sso.php fire
 * `bua_user_logged_in` and `bua_user_logged_out`.
 */

defined( 'ABSPATH' ) || exit;

function bua_fire_content_changed( WP_Post $post, string $reason ): void {
	if ( ! in_array( $post->post_type, bua_content_types(), true ) || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return;
	}
	/**
	 * A post of the five types changed in a way the portal may show.
	 *
	 * @param WP_Post $post   The post (already deleted from the database when $reason is 'deleted').
	 * @param string  $reason 'status:{old}->{new}', 'updated' or 'deleted'.
	 */
	do_action( 'bua_content_changed', $post, $reason );
}

add_action(
	'transition_post_status',
	static function ( $new_status, $old_status, $post ) {
		if ( $post instanceof WP_Post && $new_status !== $old_status && 'auto-draft' !== $new_status ) {
			bua_fire_content_changed( $post, "status:{$old_status}->{$new_status}" );
		}
	},
	10,
	3
);
add_action(
	'post_updated',
	static function ( $post_id, $after, $before ) {
		if ( $after instanceof WP_Post && $before instanceof WP_Post && $after->post_status === $before->post_status && in_array( $after->post_status, bua_readable_everywhere_statuses(), true ) ) {
			bua_fire_content_changed( $after, 'updated' );
		}
	},
	10,
	3
);
add_action(
	'after_delete_post',
	static function ( $post_id, $post ) {
		if ( $post instanceof WP_Post ) {
			bua_fire_content_changed( $post, 'deleted' );
		}
	},
	10,
	2
);

/**
 * The posts of the five types that show attachment `$id`: as their featured image, as an image in
 * their content (the block editor's `wp-image-{id}` class, and not `wp-image-{id}0`) or as their attachment. At most 50: a
 * picture in more pages than that is a template's, and those pages leave the cache at their lifetime.
 */
function bua_posts_showing_media( int $id ): array {
	global $wpdb;
	$types    = bua_content_types();
	$statuses = bua_readable_everywhere_statuses();
	$in_types = implode( ', ', array_fill( 0, count( $types ), '%s' ) );
	$in_stat  = implode( ', ', array_fill( 0, count( $statuses ), '%s' ) );
	$parent   = (int) get_post_field( 'post_parent', $id );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders built above.
	$sql = $wpdb->prepare(
		"SELECT DISTINCT p.ID FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_thumbnail_id'
		WHERE p.post_type IN ($in_types) AND p.post_status IN ($in_stat)
		AND ( m.meta_value = %s OR p.ID = %d OR p.post_content REGEXP %s ) LIMIT 50",
		array_merge( $types, $statuses, array( (string) $id, $parent, "wp-image-{$id}([^0-9]|$)" ) )
	);
	return array_filter( array_map( 'get_post', array_map( 'intval', $wpdb->get_col( $sql ) ) ) );
}

/** A picture was edited (title, caption, alt text) or is about to be deleted: the posts that show it changed. */
function bua_fire_media_changed( $attachment_id ): void {
	$attachment_id = (int) $attachment_id;
	if ( 'attachment' !== get_post_type( $attachment_id ) ) {
		return;
	}
	foreach ( bua_posts_showing_media( $attachment_id ) as $post ) {
		bua_fire_content_changed( $post, 'updated' );
	}
}
add_action( 'attachment_updated', 'bua_fire_media_changed', 10, 1 );
add_action( 'delete_attachment', 'bua_fire_media_changed', 10, 1 );
// The alt text is post meta, saved beside the attachment (REST's alt_text, the media library).
function bua_fire_media_alt_changed( $meta_id, $object_id, $meta_key ): void {
	if ( '_wp_attachment_image_alt' === $meta_key ) {
		bua_fire_media_changed( $object_id );
	}
}
add_action( 'added_post_meta', 'bua_fire_media_alt_changed', 10, 3 );
add_action( 'updated_post_meta', 'bua_fire_media_alt_changed', 10, 3 );
