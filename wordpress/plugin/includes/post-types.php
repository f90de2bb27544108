<?php
/**
 * The five content types and their post meta.
 *
 * Statuses are core's (publish, private, pending, draft, future); nothing to register.
 * All types share capability_type `bua_post` so two roles cover all five (roles.php).
 */

defined( 'ABSPATH' ) || exit;

function bua_register_post_types(): void {
	$labels = array(
		'berita'     => array( 'Berita', 'Berita' ),
		'artikel'    => array( 'Artikel', 'Artikel' ),
		'pengumuman' => array( 'Pengumuman', 'Pengumuman' ),
		'undangan'   => array( 'Undangan', 'Undangan' ),
		'sakip'      => array( 'SAKIP', 'Dokumen SAKIP' ),
	);
	foreach ( bua_content_types() as $type ) {
		register_post_type(
			$type,
			array(
				'labels'          => array(
					'name'          => $labels[ $type ][0],
					'singular_name' => $labels[ $type ][1],
				),
				'public'          => true,
				'has_archive'     => false, // Headless: the portal renders lists.
				'rewrite'         => array( 'slug' => $type ),
				'show_in_rest'    => true,
				'rest_base'       => $type,
				'menu_icon'       => 'sakip' === $type ? 'dashicons-media-document' : 'dashicons-megaphone',
				// custom-fields: core REST only exposes `meta` for types that support it.
				'supports'        => array( 'title', 'editor', 'excerpt', 'thumbnail', 'author', 'custom-fields', 'revisions' ),
				'capability_type' => array( 'bua_post', 'bua_posts' ),
				'map_meta_cap'    => true,
			)
		);

		register_post_meta(
			$type,
			'bua_bureau',
			array(
				'type'              => 'string',
				'single'            => true,
				'description'       => 'Bureau id of the post; filled from the author login on save when missing.',
				'show_in_rest'      => array(
					'schema' => array(
						'type' => 'string',
						'enum' => array_merge( array( '' ), array_keys( bua_bureaus() ) ),
					),
				),
				'sanitize_callback' => 'bua_sanitize_bureau_meta',
				// Moving a post to another bureau would escape the bureau scope: administrators only.
				'auth_callback'     => static function () {
					return current_user_can( 'manage_options' );
				},
			)
		);
	}

	register_post_meta(
		'sakip',
		'sakip_year',
		array(
			'type'              => 'integer',
			'single'            => true,
			'show_in_rest'      => array(
				'schema' => array(
					'type'    => 'integer',
					'minimum' => 1900,
					'maximum' => 2999,
				),
			),
			'sanitize_callback' => 'absint',
			'auth_callback'     => static function ( $allowed, $key, $post_id ) {
				return current_user_can( 'edit_post', $post_id );
			},
		)
	);
	register_post_meta(
		'sakip',
		'sakip_category',
		array(
			'type'              => 'string',
			'single'            => true,
			'show_in_rest'      => array(
				'schema' => array(
					'type' => 'string',
					'enum' => array_merge( array( '' ), bua_sakip_categories() ),
				),
			),
			'sanitize_callback' => static function ( $value ) {
				return in_array( $value, bua_sakip_categories(), true ) ? $value : '';
			},
			'auth_callback'     => static function ( $allowed, $key, $post_id ) {
				return current_user_can( 'edit_post', $post_id );
			},
		)
	);
}
add_action( 'init', 'bua_register_post_types', 5 );

function bua_sanitize_bureau_meta( $value ): string {
	$value = is_string( $value ) ? strtolower( trim( $value ) ) : '';
	return bua_is_bureau_id( $value ) ? $value : '';
}
