<?php
/**
 * POST bua/v1/read (signed-in users): several reads of the portal's content collections answered
 * in one request, so a staff dashboard is one WordPress call instead of eight. Each read
 * runs as the caller through WordPress's own REST server (rest_do_request): every permission,
 * status and bureau rule applies exactly as if it had been asked alone. Only GET reads of
 * wp/v2/{type} for the portal's types, at most BUA_READ_MAX per call.
 *
 * Body {reads: [{path: "wp/v2/berita", query: {...}}]}
 * → 200 {answers: [{status, total, totalPages, body}]}, in the order asked; a read WordPress
 * refuses has its own error status and body, the others still answer. 400 for a malformed body.
 */

defined( 'ABSPATH' ) || exit;

const BUA_READ_MAX = 12;

/**
 * What a read's `_embed` asks to embed, as core reads it from a URL: nothing, every link (true,
 * "1", "true") or the named relations ("wp:featuredmedia", a list).
 */
function bua_read_embed( $embed ) {
	if ( empty( $embed ) ) {
		return false;
	}
	return rest_parse_embed_param( is_array( $embed ) ? $embed : (string) $embed );
}

/** The one read of `$read` as its own REST answer: status, the list headers and the body. */
function bua_read_one( array $read ): array {
	$inner = new WP_REST_Request( 'GET', '/' . $read['path'] );
	$inner->set_query_params( $read['query'] );
	$response = rest_do_request( $inner );
	$headers  = $response->get_headers();
	return array(
		'status'     => $response->get_status(),
		'total'      => isset( $headers['X-WP-Total'] ) ? (int) $headers['X-WP-Total'] : null,
		'totalPages' => isset( $headers['X-WP-TotalPages'] ) ? (int) $headers['X-WP-TotalPages'] : null,
		'body'       => rest_get_server()->response_to_data( $response, bua_read_embed( $read['query']['_embed'] ?? null ) ),
	);
}

/** The reads of a request body, checked; null when any of them is not one the portal may batch. */
function bua_read_list( $reads ): ?array {
	if ( ! is_array( $reads ) || count( $reads ) < 1 || count( $reads ) > BUA_READ_MAX ) {
		return null;
	}
	$list = array();
	foreach ( array_values( $reads ) as $read ) {
		$path  = is_array( $read ) && is_string( $read['path'] ?? null ) ? $read['path'] : '';
		$query = is_array( $read ) && is_array( $read['query'] ?? array() ) ? ( $read['query'] ?? array() ) : null;
		if ( null === $query || ! preg_match( '#^wp/v2/([a-z_]+)$#', $path, $match ) || ! in_array( $match[1], bua_content_types(), true ) ) {
			return null;
		}
		$list[] = array( 'path' => $path, 'query' => $query );
	}
	return $list;
}

function bua_read_many( WP_REST_Request $request ) {
	$reads = bua_read_list( $request->get_param( 'reads' ) );
	if ( null === $reads ) {
		return bua_error( 'bua_invalid_reads', sprintf( 'Between 1 and %d reads of wp/v2/{type}.', BUA_READ_MAX ), 400 );
	}
	return rest_ensure_response( array( 'answers' => array_map( 'bua_read_one', $reads ) ) );
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'bua/v1',
			'/read',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'permission_callback' => 'is_user_logged_in',
				'callback'            => 'bua_read_many',
			)
		);
	}
);
