<?php
/**
 * GET bua/v1/public-media/{id} -> {id, source_url}, no authentication.
 *
 * The route pattern accepts any segment so that `abc`, `0` or `-1` reach argument validation and
 * get a clear 400 instead of core's generic 404 "no route". Missing media -> 404. Media attached
 * to a post the caller may not read (private/draft parent) is treated as missing, like core's
 * wp/v2/media does.
 */

defined( 'ABSPATH' ) || exit;

function bua_register_media_routes(): void {
	register_rest_route(
		'bua/v1',
		'/public-media/(?P<id>[^/]+)',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'permission_callback' => '__return_true',
			'args'                => array(
				'id' => array(
					'description'       => 'Attachment id, a positive integer.',
					'validate_callback' => static function ( $value ) {
						if ( is_string( $value ) && preg_match( '/^[1-9][0-9]{0,17}$/', $value ) ) {
							return true;
						}
						if ( is_int( $value ) && $value > 0 ) {
							return true;
						}
						return bua_error( 'rest_invalid_param', 'id must be a positive integer.', 400 );
					},
					'sanitize_callback' => 'absint',
				),
			),
			'callback'            => static function ( WP_REST_Request $request ) {
				$id   = (int) $request['id'];
				$post = get_post( $id );
				$url  = $post && 'attachment' === $post->post_type ? wp_get_attachment_url( $id ) : false;
				if ( $url && $post->post_parent ) {
					$parent = get_post( $post->post_parent );
					if ( $parent && 'publish' !== $parent->post_status && ! current_user_can( 'read_post', $parent->ID ) ) {
						$url = false;
					}
				}
				if ( ! $url ) {
					return bua_error( 'bua_media_not_found', 'Media not found.', 404 );
				}
				return rest_ensure_response(
					array(
						'id'         => $id,
						'source_url' => $url,
					)
				);
			},
		)
	);
}
add_action( 'rest_api_init', 'bua_register_media_routes' );
