<?php
/**
 * Shared vocabulary: bureaus, content types, survey ratings, and helpers every other file uses.
 * Kept as functions (not `const` arrays) so nothing is redeclared if a loader misbehaves.
 */

defined( 'ABSPATH' ) || exit;

/** Bumped when a table changes: schema.php re-runs dbDelta once per version. */
define( 'BUA_DB_VERSION', '9' );
/** Bumped when a role's capabilities change: roles.php re-applies them once per version. */
define( 'BUA_ROLES_VERSION', '3' );

/** The five content types (post type name = REST base). */
function bua_content_types(): array {
	return array( 'berita', 'artikel', 'pengumuman', 'undangan', 'sakip' );
}

/** Types the site search covers (SAKIP documents have their own page). */
function bua_search_types(): array {
	return array( 'berita', 'artikel', 'pengumuman', 'undangan' );
}

/** Bureau id => display name (spec section 1). */
function bua_bureaus(): array {
	return array(
		'perencanaan'  => 'Perencanaan dan Organisasi',
		'kepegawaian'  => 'Kepegawaian',
		'keuangan'     => 'Keuangan',
		'perlengkapan' => 'Perlengkapan',
		'pimpinan'     => 'Kesekretariatan Pimpinan',
		'humas'        => 'Hukum dan Hubungan Masyarakat',
		'umum'         => 'Umum',
	);
}

function bua_is_bureau_id( $value ): bool {
	return is_string( $value ) && array_key_exists( $value, bua_bureaus() );
}

/** SAKIP categories (sakip_category meta). */
function bua_sakip_categories(): array {
	return array( 'perencanaan', 'pengukuran', 'pelaporan', 'evaluasi' );
}

/** Survey rating value => [label, score on 5]. Order is the display order. */
function bua_survey_ratings(): array {
	return array(
		'sangat_puas'       => array( 'Sangat Puas', 5 ),
		'puas'              => array( 'Puas', 4 ),
		'cukup'             => array( 'Cukup', 3 ),
		'kurang_puas'       => array( 'Kurang Puas', 2 ),
		'sangat_tidak_puas' => array( 'Sangat Tidak Puas', 1 ),
	);
}

/** Roles whose reach is limited to one bureau. */
function bua_bureau_roles(): array {
	return array( 'bureau_admin', 'bureau_redaktur' );
}

/**
 * Bureau of a login name: the part after the first underscore (admin_humas -> humas),
 * only if that is a known bureau id.
 */
function bua_bureau_from_login( $login ): ?string {
	if ( ! is_string( $login ) ) {
		return null;
	}
	$pos = strpos( $login, '_' );
	if ( false === $pos ) {
		return null;
	}
	$candidate = strtolower( substr( $login, $pos + 1 ) );
	return bua_is_bureau_id( $candidate ) ? $candidate : null;
}

/** A user's bureau: user meta `bua_bureau` if valid, else derived from the login. */
function bua_user_bureau( $user ): ?string {
	if ( is_numeric( $user ) ) {
		$user = get_userdata( (int) $user );
	}
	if ( ! $user instanceof WP_User || ! $user->exists() ) {
		return null;
	}
	$meta = get_user_meta( $user->ID, 'bua_bureau', true );
	if ( bua_is_bureau_id( $meta ) ) {
		return $meta;
	}
	return bua_bureau_from_login( $user->user_login );
}

/** scheme://host[:port] of an http(s) URL in lower case (default ports dropped), or null. */
function bua_origin_of( $url ): ?string {
	if ( ! is_string( $url ) || '' === $url || strlen( $url ) > 2000 || preg_match( '/[\x00-\x20\x7f\\\\]/', $url ) ) {
		return null;
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
		return null;
	}
	$scheme = strtolower( $parts['scheme'] );
	if ( ! in_array( $scheme, array( 'http', 'https' ), true ) ) {
		return null;
	}
	$port = isset( $parts['port'] ) ? (int) $parts['port'] : null;
	if ( ( 'http' === $scheme && 80 === $port ) || ( 'https' === $scheme && 443 === $port ) ) {
		$port = null;
	}
	return $scheme . '://' . strtolower( $parts['host'] ) . ( null === $port ? '' : ':' . $port );
}

/** The distinct origins of a list of URLs (those that have one). */
function bua_origins_of( array $urls ): array {
	$origins = array();
	foreach ( $urls as $url ) {
		$origin = bua_origin_of( $url );
		if ( null !== $origin ) {
			$origins[ $origin ] = true;
		}
	}
	return array_keys( $origins );
}

/** A post's bureau (post meta `bua_bureau`) or null when missing/unknown. */
function bua_post_bureau( $post_id ): ?string {
	$value = get_post_meta( (int) $post_id, 'bua_bureau', true );
	return bua_is_bureau_id( $value ) ? $value : null;
}

/**
 * Whether this HTTP request targets the REST API. Needed before REST_REQUEST is defined
 * (the current user is often determined on `init`, earlier than rest_api_loaded()).
 */
function bua_is_rest_request_uri(): bool {
	if ( defined( 'REST_REQUEST' ) && REST_REQUEST ) {
		return true;
	}
	if ( isset( $_GET['rest_route'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
		return true;
	}
	$uri = isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? $_SERVER['REQUEST_URI'] : '';
	$path = (string) parse_url( $uri, PHP_URL_PATH );
	return false !== strpos( $path, '/' . trim( rest_get_url_prefix(), '/' ) . '/' );
}

/** HTML -> plain text: tags and shortcodes stripped, entities decoded, whitespace collapsed. */
function bua_plain_text( $html ): string {
	$text = wp_strip_all_tags( strip_shortcodes( (string) $html ) );
	$text = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
}

/** Shorthand for a 4xx WP_Error in the usual {code, message, data:{status}} shape. */
function bua_error( string $code, string $message, int $status, array $extra = array() ): WP_Error {
	return new WP_Error( $code, $message, array_merge( array( 'status' => $status ), $extra ) );
}

/**
 * 400 rest_invalid_param for `params` (name => why), as a response: returned from rest_pre_dispatch
 * it ends the request before any query, and an internal dispatch (embeds) reads its matched route.
 */
function bua_invalid_params_response( string $message, array $params ): WP_REST_Response {
	return rest_convert_error_to_response( bua_error( 'rest_invalid_param', sprintf( 'Invalid parameter(s): %s. %s', implode( ', ', array_keys( $params ) ), $message ), 400, array( 'params' => $params ) ) );
}

/** A REST answer no cache may keep: sign-in steps and live counts belong to one request. */
function bua_no_store_response( array $data ): WP_REST_Response {
	$response = rest_ensure_response( $data );
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

/** Permission of a route for a signed-in user only: true, or 401 saying $message. */
function bua_signed_in_check( string $message ) {
	return is_user_logged_in() ? true : bua_error( 'rest_not_logged_in', $message, 401 );
}

/**
 * A read-only REST field of $type computed from the post id by $of_post_id. The schema defaults to
 * a nullable string in every context; $schema adds the description and anything that differs.
 */
function bua_register_post_field( string $type, string $field, callable $of_post_id, array $schema ): void {
	register_rest_field(
		$type,
		$field,
		array(
			'get_callback' => static fn ( $item ) => $of_post_id( (int) $item['id'] ),
			'schema'       => array_merge(
				array(
					'type'     => array( 'string', 'null' ),
					'context'  => array( 'view', 'edit', 'embed' ),
					'readonly' => true,
				),
				$schema
			),
		)
	);
}

/**
 * Runs `$refresh( $post_id, $type )` whenever a post is written: WordPress cleans a post's cache on
 * every insert, update and delete, and moves its status on a transition (also while an import
 * suspends cache cleaning). For the figures kept per block of posts (sitemap-summary.php,
 * post-counts.php), each counted again from the posts.
 */
function bua_on_post_written( callable $refresh ): void {
	add_action(
		'clean_post_cache',
		static function ( $post_id, $post ) use ( $refresh ): void {
			$refresh( (int) $post_id, (string) $post->post_type );
		},
		10,
		2
	);
	add_action(
		'transition_post_status',
		static function ( $new_status, $old_status, $post ) use ( $refresh ): void {
			if ( $new_status !== $old_status ) {
				$refresh( (int) $post->ID, (string) $post->post_type );
			}
		},
		99,
		3
	);
}
