<?php
/**
 * No staff logins for strangers. Logins are half of a password guess, and the
 * portal needs none of them in public: it takes a post's bureau from the `bureau` field.
 * - wp/v2/users (list and single, so also `_embed`ded authors) answers only signed-in users;
 * - the `author_login` field is null for anonymous requests (rest-fields.php asks here);
 * - author archives and `?author=N`, which core redirects to /author/{login}/, go nowhere
 *   (frontend-redirect.php sends every front-end request to the portal; this runs first);
 * - core's XML sitemaps (they list users) and the oEmbed author fields are off.
 */

defined( 'ABSPATH' ) || exit;

function bua_may_see_logins(): bool {
	return is_user_logged_in();
}

add_filter(
	'rest_pre_dispatch',
	static function ( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof WP_REST_Request ) {
			return $result;
		}
		if ( preg_match( '#^/wp/v2/users(?:/|$)#i', $request->get_route() ) && ! bua_may_see_logins() ) {
			// A response, not a WP_Error: core's _embed dispatch reads the matched route of it.
			return rest_convert_error_to_response( bua_error( 'rest_user_cannot_view', 'Sorry, you are not allowed to list users.', 401 ) );
		}
		return $result;
	},
	10,
	3
);

// ?author=N and /author/{login}/: answered before core's canonical redirect could name the login.
add_action(
	'template_redirect',
	static function () {
		if ( is_author() || isset( $_GET['author'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			status_header( 404 );
			nocache_headers();
			header( 'Content-Type: text/plain; charset=utf-8' );
			echo 'Not Found';
			exit;
		}
	},
	-10
);

add_filter( 'wp_sitemaps_enabled', '__return_false' );
add_filter(
	'oembed_response_data',
	static function ( $data ) {
		unset( $data['author_name'], $data['author_url'] );
		return $data;
	}
);
