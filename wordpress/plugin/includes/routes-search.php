<?php
/**
 * GET bua/v1/search — site search over berita, artikel, pengumuman, undangan, for the portal's
 * server only (its key). The portal's /search answers visitors from its own engine and never asks
 * this (docs/wordpress-contract.md).
 *
 * One prepared SQL query (plus a COUNT) instead of WP_Query's search, because we need a relevance
 * score: a post whose *title* contains the term ranks above one that only mentions it in the body.
 * Score = 100 whole term in title + 10 per word in title + 5 whole term in body + 1 per word in
 * body/excerpt. Every word must appear somewhere (title, body or excerpt), like core's search.
 * LIKE patterns go through $wpdb->esc_like + prepare, so %, _ and quotes in the term are literal.
 *
 * Which posts a user finds is bua_search_visibility_sql() of visibility.php.
 */

defined( 'ABSPATH' ) || exit;

const BUA_SEARCH_MAX_TERM = 200;
const BUA_SEARCH_MAX_WORDS = 10;

/** `YYYY-MM-DD` that is a real calendar date; empty = not given. */
function bua_validate_optional_date( $value, $request, $param ) {
	if ( is_string( $value ) && '' === trim( $value ) ) {
		return true;
	}
	if ( is_string( $value ) && preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', trim( $value ), $m ) && checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) ) {
		return true;
	}
	return bua_error( 'rest_invalid_param', sprintf( '%s must be a real date in the form YYYY-MM-DD.', $param ), 400 );
}

/** Optional enum parameter: absent/empty or one of $allowed. */
function bua_optional_enum_validator( array $allowed ): callable {
	return static function ( $value, $request, $param ) use ( $allowed ) {
		if ( is_string( $value ) && ( '' === trim( $value ) || in_array( trim( $value ), $allowed, true ) ) ) {
			return true;
		}
		return bua_error( 'rest_invalid_param', sprintf( '%s must be one of: %s.', $param, implode( ', ', $allowed ) ), 400 );
	};
}

function bua_trimmed_string( $value ): string {
	return is_string( $value ) ? trim( $value ) : '';
}

function bua_search_args(): array {
	return array(
		'term'     => array(
			'description'       => 'Search text, 1-200 characters after trimming.',
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => static function ( $value ) {
				if ( ! is_string( $value ) ) {
					return bua_error( 'rest_invalid_param', 'term must be a string.', 400 );
				}
				$length = mb_strlen( trim( $value ), 'UTF-8' );
				if ( $length < 1 || $length > BUA_SEARCH_MAX_TERM ) {
					return bua_error( 'rest_invalid_param', sprintf( 'term must be 1 to %d characters long.', BUA_SEARCH_MAX_TERM ), 400 );
				}
				return true;
			},
			'sanitize_callback' => static function ( $value ) {
				// Control characters have no business in a search; whitespace runs become one space.
				$value = preg_replace( '/[\x00-\x1F\x7F]+/u', ' ', (string) $value );
				return trim( (string) preg_replace( '/\s+/u', ' ', (string) $value ) );
			},
		),
		'bureau'   => array(
			'type'              => 'string',
			'validate_callback' => 'bua_validate_optional_bureau',
			'sanitize_callback' => static function ( $value ) {
				return strtolower( bua_trimmed_string( $value ) );
			},
		),
		'postType' => array(
			'type'              => 'string',
			'validate_callback' => bua_optional_enum_validator( bua_search_types() ),
			'sanitize_callback' => 'bua_trimmed_string',
		),
		'dateFrom' => array(
			'type'              => 'string',
			'validate_callback' => 'bua_validate_optional_date',
			'sanitize_callback' => 'bua_trimmed_string',
		),
		'dateTo'   => array(
			'type'              => 'string',
			'validate_callback' => 'bua_validate_optional_date',
			'sanitize_callback' => 'bua_trimmed_string',
		),
		'sort'     => array(
			'type'              => 'string',
			'default'           => 'relevance',
			'validate_callback' => bua_optional_enum_validator( array( 'relevance', 'date_desc', 'date_asc' ) ),
			'sanitize_callback' => 'bua_trimmed_string',
		),
		'page'     => array(
			'type'              => 'integer',
			'default'           => 1,
			'minimum'           => 1,
			'maximum'           => 100000,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'absint',
		),
		'perPage'  => array(
			'type'              => 'integer',
			'default'           => 10,
			'minimum'           => 1,
			'maximum'           => 50,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'absint',
		),
	);
}

function bua_search( WP_REST_Request $request ) {
	global $wpdb;

	$term      = (string) $request['term'];
	$date_from = (string) $request['dateFrom'];
	$date_to   = (string) $request['dateTo'];
	if ( '' === $term ) { // Only control characters were sent.
		return bua_error( 'rest_invalid_param', 'term must contain searchable text.', 400, array( 'params' => array( 'term' => 'empty' ) ) );
	}
	if ( '' !== $date_from && '' !== $date_to && $date_from > $date_to ) {
		return bua_error( 'rest_invalid_param', 'dateFrom must not be after dateTo.', 400, array( 'params' => array( 'dateFrom' => 'after dateTo' ) ) );
	}
	$page     = max( 1, (int) $request['page'] );
	$per_page = min( 50, max( 1, (int) $request['perPage'] ) );
	$sort     = (string) $request['sort'];
	$types    = '' !== (string) $request['postType'] ? array( (string) $request['postType'] ) : bua_search_types();
	$bureau   = (string) $request['bureau'];

	$words = array_slice( array_values( array_unique( explode( ' ', mb_strtolower( $term, 'UTF-8' ) ) ) ), 0, BUA_SEARCH_MAX_WORDS );
	$like  = static function ( string $text ) use ( $wpdb ): string {
		return '%' . $wpdb->esc_like( $text ) . '%';
	};

	// WHERE.
	$where   = array();
	$where[] = $wpdb->prepare( 'p.post_type IN (' . implode( ', ', array_fill( 0, count( $types ), '%s' ) ) . ')', $types );
	$where[] = bua_search_visibility_sql();
	$where[] = "p.post_password = ''"; // Password-protected posts would leak their body via lead/excerpt.
	foreach ( $words as $word ) {
		$where[] = $wpdb->prepare( '(p.post_title LIKE %s OR p.post_content LIKE %s OR p.post_excerpt LIKE %s)', $like( $word ), $like( $word ), $like( $word ) );
	}
	if ( '' !== $bureau ) {
		$where[] = $wpdb->prepare(
			"EXISTS (SELECT 1 FROM {$wpdb->postmeta} bm WHERE bm.post_id = p.ID AND bm.meta_key = 'bua_bureau' AND bm.meta_value = %s)",
			$bureau
		);
	}
	if ( '' !== $date_from ) {
		$where[] = $wpdb->prepare( 'p.post_date >= %s', $date_from . ' 00:00:00' );
	}
	if ( '' !== $date_to ) {
		$where[] = $wpdb->prepare( 'p.post_date <= %s', $date_to . ' 23:59:59' );
	}
	$where_sql = implode( ' AND ', $where );

	// Relevance score.
	$score   = array();
	$score[] = $wpdb->prepare( 'CASE WHEN p.post_title LIKE %s THEN 100 ELSE 0 END', $like( $term ) );
	$score[] = $wpdb->prepare( 'CASE WHEN p.post_content LIKE %s THEN 5 ELSE 0 END', $like( $term ) );
	foreach ( $words as $word ) {
		$score[] = $wpdb->prepare( 'CASE WHEN p.post_title LIKE %s THEN 10 ELSE 0 END', $like( $word ) );
		$score[] = $wpdb->prepare( 'CASE WHEN p.post_content LIKE %s OR p.post_excerpt LIKE %s THEN 1 ELSE 0 END', $like( $word ), $like( $word ) );
	}
	$score_sql = implode( ' + ', $score );

	$order_sql = array(
		'relevance' => 'score DESC, p.post_date DESC, p.ID DESC',
		'date_desc' => 'p.post_date DESC, p.ID DESC',
		'date_asc'  => 'p.post_date ASC, p.ID ASC',
	)[ $sort ] ?? 'score DESC, p.post_date DESC, p.ID DESC';

	// $where_sql / $score_sql are built only from prepare()d fragments and constants.
	$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} p WHERE $where_sql" ); // phpcs:ignore WordPress.DB
	$ids   = array();
	if ( $total > 0 && ( $page - 1 ) * $per_page < $total ) {
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID, ($score_sql) AS score FROM {$wpdb->posts} p WHERE $where_sql ORDER BY $order_sql LIMIT %d OFFSET %d", // phpcs:ignore WordPress.DB
				$per_page,
				( $page - 1 ) * $per_page
			)
		);
	}
	if ( '' !== $wpdb->last_error ) {
		return bua_error( 'bua_search_failed', 'Search is temporarily unavailable.', 503 );
	}

	$ids = array_map( 'intval', $ids );
	_prime_post_caches( $ids, false, true );
	$posts = array();
	foreach ( $ids as $id ) {
		$post = get_post( $id );
		if ( $post ) {
			$posts[] = bua_search_item( $post );
		}
	}

	return rest_ensure_response(
		array(
			'posts'      => $posts,
			'pagination' => array(
				'total'      => $total,
				'totalPages' => (int) ceil( $total / $per_page ),
				'page'       => $page,
				'perPage'    => $per_page,
			),
		)
	);
}

/** Cut plain text to at most $max characters, at a word boundary when one is near, with '…'. */
function bua_truncate( string $text, int $max ): string {
	if ( mb_strlen( $text, 'UTF-8' ) <= $max ) {
		return $text;
	}
	$cut   = mb_substr( $text, 0, $max - 1, 'UTF-8' );
	$space = mb_strrpos( $cut, ' ', 0, 'UTF-8' );
	if ( false !== $space && $space > $max - 40 ) {
		$cut = mb_substr( $cut, 0, $space, 'UTF-8' );
	}
	return rtrim( $cut, " ,.;:" ) . '…';
}

/** One result, all texts plain (the portal escapes when rendering; nothing is highlighted). */
function bua_search_item( WP_Post $post ): array {
	$bureau_id = bua_post_bureau( $post->ID );
	$author    = get_userdata( (int) $post->post_author );
	$body      = bua_plain_text( $post->post_content );
	// Lead: the first paragraph, or the start of the body, at most ~200 characters.
	$lead = '';
	if ( preg_match( '#<p[^>]*>(.*?)</p>#is', $post->post_content, $m ) ) {
		$lead = bua_plain_text( $m[1] );
	}
	if ( '' === $lead ) {
		$lead = $body;
	}
	$lead    = bua_truncate( $lead, 200 );
	$excerpt = '' !== trim( $post->post_excerpt )
		? bua_plain_text( $post->post_excerpt )
		: wp_trim_words( $body, 30, '…' );

	return array(
		'id'           => (int) $post->ID,
		'post_type'    => $post->post_type,
		'title'        => bua_plain_text( $post->post_title ),
		'date'         => mysql_to_rfc3339( $post->post_date ),
		// UTC, like wp/v2's date_gmt: the portal writes every instant from it (its zone is never guessed).
		'date_gmt'     => mysql_to_rfc3339( $post->post_date_gmt ),
		'slug'         => $post->post_name,
		'url'          => get_permalink( $post ),
		'bureau'       => null !== $bureau_id ? bua_bureaus()[ $bureau_id ] : null,
		'bureau_id'    => $bureau_id,
		'author'       => $author ? $author->display_name : null,
		'author_login' => $author && bua_may_see_logins() ? $author->user_login : null, // user-privacy.php
		'thumbnail'    => bua_featured_image_url( $post->ID ),
		'lead'         => $lead,
		'excerpt'      => $excerpt,
		'status'       => $post->post_status,
	);
}

function bua_register_search_route(): void {
	register_rest_route(
		'bua/v1',
		'/search',
		array(
			'methods'             => WP_REST_Server::READABLE,
			// A LIKE over every post holds a PHP worker for seconds at 100,000 posts: the portal's
			// server only (its key). Visitors search on the portal (search-doors.php).
			'permission_callback' => 'bua_portal_only_permission',
			'args'                => bua_search_args(),
			'callback'            => 'bua_search',
		)
	);
}
add_action( 'rest_api_init', 'bua_register_search_route' );
