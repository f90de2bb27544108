<?php
/**
 * Text search is the portal's (its engine, lib/search/). In WordPress a text search is a LIKE over
 * every post: seconds at 100,000 posts, a PHP worker held all that time by whoever asks. So core's
 * `search` parameter (every wp/v2 list, wp/v2/search, any other route that takes it) answers only
 * the portal's server (its key) and a signed-in user (the block editor, a staff member's token);
 * anyone else gets 400 rest_invalid_param at once, before any query runs, naming the portal's
 * search. The front end's `?s=` goes to the portal's search when the request is parsed
 * (frontend-redirect.php), and the plugin's own bua/v1/search answers the portal only
 * (routes-search.php). Whatever other way a stranger's request reaches a WP_Query with a search
 * term (oEmbed resolving a /search/… address, a theme's search when the front end is not
 * redirected), the term is dropped and the query finds nothing.
 */

defined( 'ABSPATH' ) || exit;

/** Whether a request parameter asks for a text search (an empty one asks for nothing). */
function bua_asks_text_search( $value ): bool {
	if ( is_array( $value ) ) {
		return array() !== array_filter( $value, 'bua_asks_text_search' );
	}
	return is_scalar( $value ) && '' !== trim( (string) $value );
}

add_filter(
	'rest_pre_dispatch',
	static function ( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! bua_asks_text_search( $request->get_param( 'search' ) ) || ! bua_request_is_stranger() ) {
			return $result;
		}
		return bua_invalid_params_response( sprintf( 'Search this site at %s/search?term=…', bua_portal_home() ), array( 'search' => 'Text search is answered by the portal.' ) );
	},
	5,
	3
);

add_action(
	'pre_get_posts',
	static function ( WP_Query $query ) {
		if ( is_admin() || ! bua_asks_text_search( $query->get( 's' ) ) || ! bua_request_is_stranger() ) {
			return;
		}
		$query->set( 's', '' );
		$query->set( 'post__in', array( 0 ) );
	},
	0
);
