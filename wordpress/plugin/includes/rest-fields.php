<?php
/**
 * Extra read-only fields on every item of the five types, so the portal needs no `_embed`
 * (core hides the embedded author of private posts from many users):
 * bureau, author_login, author_name, featured_image_url, manual_excerpt; sakip_year / sakip_category on sakip.
 * Writes go through `meta` (post-types.php) where the auth rules live.
 */

defined( 'ABSPATH' ) || exit;

function bua_register_rest_fields(): void {
	$nullable_string = static function ( string $description ): array {
		return array(
			'description' => $description,
			'type'        => array( 'string', 'null' ),
			'context'     => array( 'view', 'edit', 'embed' ),
			'readonly'    => true,
		);
	};

	foreach ( bua_content_types() as $type ) {
		register_rest_field(
			$type,
			'bureau',
			array(
				'get_callback' => static function ( $item ) {
					return bua_post_bureau( (int) $item['id'] );
				},
				'schema'       => $nullable_string( 'Bureau id (post meta bua_bureau) or null.' ),
			)
		);
		register_rest_field(
			$type,
			'author_login',
			array(
				'get_callback' => static function ( $item ) {
					// Staff only (user-privacy.php): a login is half of a password guess.
					$author = bua_may_see_logins() ? bua_rest_item_author( (int) $item['id'] ) : null;
					return $author ? $author->user_login : null;
				},
				'schema'       => $nullable_string( 'Login of the post author (null for anonymous requests).' ),
			)
		);
		register_rest_field(
			$type,
			'author_name',
			array(
				'get_callback' => static function ( $item ) {
					$author = bua_rest_item_author( (int) $item['id'] );
					return $author ? $author->display_name : null;
				},
				'schema'       => $nullable_string( 'Display name of the post author.' ),
			)
		);
		// excerpt.rendered is generated from the body when the author wrote none; the portal's
		// announcement fallback (behaviour §2.5) needs to know whether an excerpt was written.
		register_rest_field(
			$type,
			'manual_excerpt',
			array(
				'get_callback' => static function ( $item ) {
					$post = get_post( (int) $item['id'] );
					$text = $post ? trim( wp_strip_all_tags( $post->post_excerpt ) ) : '';
					return '' === $text ? null : $text;
				},
				'schema'       => $nullable_string( 'The excerpt the author wrote (plain text), or null.' ),
			)
		);
		register_rest_field(
			$type,
			'featured_image_url',
			array(
				'get_callback' => static function ( $item ) {
					return bua_featured_image_url( (int) $item['id'] );
				},
				'schema'       => $nullable_string( 'Full URL of the featured image, or null.' ),
			)
		);
	}

	register_rest_field(
		'sakip',
		'sakip_year',
		array(
			'get_callback' => static function ( $item ) {
				$year = get_post_meta( (int) $item['id'], 'sakip_year', true );
				return is_numeric( $year ) && (int) $year > 0 ? (int) $year : null;
			},
			'schema'       => array(
				'description' => 'Year the SAKIP document covers.',
				'type'        => array( 'integer', 'null' ),
				'context'     => array( 'view', 'edit', 'embed' ),
				'readonly'    => true,
			),
		)
	);
	register_rest_field(
		'sakip',
		'sakip_category',
		array(
			'get_callback' => static function ( $item ) {
				$category = get_post_meta( (int) $item['id'], 'sakip_category', true );
				return in_array( $category, bua_sakip_categories(), true ) ? $category : null;
			},
			'schema'       => array(
				'description' => 'perencanaan, pengukuran, pelaporan or evaluasi.',
				'type'        => array( 'string', 'null' ),
				'context'     => array( 'view', 'edit', 'embed' ),
				'readonly'    => true,
			),
		)
	);
}
add_action( 'rest_api_init', 'bua_register_rest_fields' );

function bua_rest_item_author( int $post_id ): ?WP_User {
	$post = get_post( $post_id );
	if ( ! $post ) {
		return null;
	}
	$user = get_userdata( (int) $post->post_author );
	return $user ?: null;
}

function bua_featured_image_url( int $post_id ): ?string {
	$thumb_id = (int) get_post_thumbnail_id( $post_id );
	if ( $thumb_id <= 0 ) {
		return null;
	}
	$url = wp_get_attachment_url( $thumb_id );
	return is_string( $url ) && '' !== $url ? $url : null;
}
