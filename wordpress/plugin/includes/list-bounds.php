<?php
/**
 * A stranger's list costs what a page of recent posts costs. At 100,000 posts a wp/v2 list sorted on
 * a column no index serves (title, modified, slug), filtered on the modification date, 100 items
 * long or taken deep in the archive reads thousands of rows: a PHP worker held for up to seconds, by
 * anyone, as often as they like. So a request from neither the portal's server (its key) nor a
 * signed-in user gets, on every wp/v2 collection:
 * - `orderby` date, id or include only;
 * - no `modified_after` / `modified_before`;
 * - `per_page` up to 20, and nothing past the archive's newest 1,000 items (offset + page × per_page);
 * anything else is 400 rest_invalid_param at once, before any query, naming the portal, which lists
 * the whole archive. The portal and staff keep core's whole API (wp-admin, the block editor, the
 * external editor's token).
 */

defined( 'ABSPATH' ) || exit;

const BUA_STRANGER_PER_PAGE = 20;
const BUA_STRANGER_DEPTH    = 1000;
const BUA_STRANGER_ORDERBY  = array( 'date', 'id', 'include' );

/** What a stranger's list asks beyond the bounds: parameter => why (empty when within them). */
function bua_stranger_list_excess( WP_REST_Request $request ): array {
	$excess  = array();
	$orderby = $request->get_param( 'orderby' );
	if ( null !== $orderby && ( ! is_string( $orderby ) || ! in_array( strtolower( $orderby ), BUA_STRANGER_ORDERBY, true ) ) ) {
		$excess['orderby'] = 'orderby is one of ' . implode( ', ', BUA_STRANGER_ORDERBY ) . '.';
	}
	foreach ( array( 'modified_after', 'modified_before' ) as $name ) {
		if ( null !== $request->get_param( $name ) ) {
			$excess[ $name ] = $name . ' is for the portal.';
		}
	}
	$per_page = $request->get_param( 'per_page' );
	$per_page = null === $per_page ? 10 : (int) $per_page;
	if ( $per_page > BUA_STRANGER_PER_PAGE ) {
		$excess['per_page'] = sprintf( 'per_page must be between 1 (inclusive) and %d (inclusive).', BUA_STRANGER_PER_PAGE );
	}
	$page   = max( 1, (int) $request->get_param( 'page' ) );
	$offset = max( 0, (int) $request->get_param( 'offset' ) );
	if ( $offset + $page * max( 1, $per_page ) > BUA_STRANGER_DEPTH ) {
		$excess[ $offset > 0 ? 'offset' : 'page' ] = sprintf( 'Only the newest %d items are listed here.', BUA_STRANGER_DEPTH );
	}
	return $excess;
}

add_filter(
	'rest_pre_dispatch',
	static function ( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! in_array( $request->get_method(), array( 'GET', 'HEAD' ), true ) ) {
			return $result;
		}
		// Collections only (wp/v2/berita, wp/v2/search, wp/v2/media…): one item is one row.
		if ( ! preg_match( '#^/wp/v2/[a-z0-9_-]+/?$#', $request->get_route() ) || ! bua_request_is_stranger() ) {
			return $result;
		}
		$excess = bua_stranger_list_excess( $request );
		return $excess ? bua_invalid_params_response( 'The whole archive is at ' . bua_portal_home() . '/', $excess ) : $result;
	},
	5,
	3
);
