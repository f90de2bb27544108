<?php
/**
 * Extra read-only fields on every item of the five types, so the portal needs no `_embed`
 * (core hides the embedded author of private posts from many users):
 * bureau, author_login, author_name, featured_image_url, manual_excerpt; sakip_year / sakip_category on sakip.
 * Writes go through `meta` (post-types.php) where the auth rules live.
 */

defined( 'ABSPATH' ) || exit;

function bua_register_rest_fields(): void {
	foreach ( bua_content_types() as $type ) {
		bua_register_post_field( $type, 'bureau', 'bua_post_bureau', array( 'description' => 'Bureau id (post meta bua_bureau) or null.' ) );
		bua_register_post_field(
			$type,
			'author_login',
			// Staff only (user-privacy.php): a login is half of a password guess.
			static fn ( int $post_id ) => bua_may_see_logins() ? bua_post_author_field( $post_id, 'user_login' ) : null,
			array( 'description' => 'Login of the post author (null for anonymous requests).' )
		);
		bua_register_post_field(
			$type,
			'author_name',
			static fn ( int $post_id ) => bua_post_author_field( $post_id, 'display_name' ),
			array( 'description' => 'Display name of the post author.' )
		);
		// excerpt.rendered is generated from the body when the author wrote none; the portal's
		// announcement fallback (behaviour §2.5) needs to know whether an excerpt was written.
		bua_register_post_field(
			$type,
			'manual_excerpt',
			static function ( int $post_id ) {
				$post = get_post( $post_id );
				$text = $post ? trim( wp_strip_all_tags( $post->post_excerpt ) ) : '';
				return '' === $text ? null : $text;
			},
			array( 'description' => 'The excerpt the author wrote (plain text), or null.' )
		);
		bua_register_post_field( $type, 'featured_image_url', 'bua_featured_image_url', array( 'description' => 'Full URL of the featured image, or null.' ) );
	}

	bua_register_post_field(
		'sakip',
		'sakip_year',
		static function ( int $post_id ) {
			$year = get_post_meta( $post_id, 'sakip_year', true );
			return is_numeric( $year ) && (int) $year > 0 ? (int) $year : null;
		},
		array(
			'description' => 'Year the SAKIP document covers.',
			'type'        => array( 'integer', 'null' ),
		)
	);
	bua_register_post_field(
		'sakip',
		'sakip_category',
		static function ( int $post_id ) {
			$category = get_post_meta( $post_id, 'sakip_category', true );
			return in_array( $category, bua_sakip_categories(), true ) ? $category : null;
		},
		array( 'description' => 'perencanaan, pengukuran, pelaporan or evaluasi.' )
	);
}
add_action( 'rest_api_init', 'bua_register_rest_fields' );

/** A field of a post's author (user_login, display_name), or null when the post or its author is gone. */
function bua_post_author_field( int $post_id, string $field ): ?string {
	$post   = get_post( $post_id );
	$author = $post ? get_userdata( (int) $post->post_author ) : false;
	return $author ? (string) $author->$field : null;
}

function bua_featured_image_url( int $post_id ): ?string {
	$thumb_id = (int) get_post_thumbnail_id( $post_id );
	if ( $thumb_id <= 0 ) {
		return null;
	}
	$url = wp_get_attachment_url( $thumb_id );
	return is_string( $url ) && '' !== $url ? $url : null;
}
