<?php
/**
 * WordPress's own front end is not a second portal. The portal renders the
 * content under its own rules (private posts, bureau scope, sanitising); WordPress's theme pages,
 * search, feeds, `?p=ID` and archives would show the same content under none of them. So every
 * front-end request is answered here, before the theme:
 * - a post of the five types → 301 to the same item on the portal (BUA_PORTAL_HOME);
 * - an old theme preview address (`?preview=true`; WordPress's Preview button now opens the
 *   portal's preview, preview-link.php) → the post's edit screen;
 * - a search (`?s=`, /search/…) → the portal's search for the same term, decided as soon as the
 *   request is parsed: WordPress's own search (a LIKE over every post) never runs;
 * - feeds → 404 (the portal has its own);
 * - anything else (home, archives, pages, 404s) → 301 to the portal's home.
 * wp-admin, wp-login.php, the REST API, wp-cron and media files never pass through here.
 * BUA_FRONTEND_REDIRECT false turns this off (the bench compares with a WordPress theme).
 */

defined( 'ABSPATH' ) || exit;

/** The portal's public address: BUA_PORTAL_HOME, else the first of BUA_PORTAL_URL. */
function bua_portal_home(): string {
	$home = defined( 'BUA_PORTAL_HOME' ) ? (string) BUA_PORTAL_HOME : '';
	if ( '' === $home && function_exists( 'bua_revalidate_targets' ) ) {
		$home = (string) ( bua_revalidate_targets()[0] ?? '' );
	}
	return untrailingslashit( $home );
}

/** The portal's address of a post of the five types. */
function bua_portal_url_of( WP_Post $post ): string {
	$path = 'sakip' === $post->post_type
		? '/sakip/' . rawurlencode( $post->post_name )
		: '/' . $post->post_type . '/' . rawurlencode( $post->post_name );
	return bua_portal_home() . $path;
}

function bua_frontend_target(): ?string {
	if ( is_preview() || isset( $_GET['preview'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
		$id = (int) ( get_queried_object_id() ?: ( $_GET['p'] ?? $_GET['page_id'] ?? 0 ) ); // phpcs:ignore WordPress.Security.NonceVerification
		return $id > 0 ? admin_url( 'post.php?post=' . $id . '&action=edit' ) : admin_url();
	}
	if ( is_feed() ) {
		return null;
	}
	$object = get_queried_object();
	if ( ! $object instanceof WP_Post && isset( $_GET['p'] ) && ctype_digit( (string) $_GET['p'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
		$object = get_post( (int) $_GET['p'] ); // ?p=ID of any type: core would look only among posts.
		if ( $object instanceof WP_Post && in_array( $object->post_type, bua_content_types(), true ) && 'publish' === $object->post_status ) {
			return bua_portal_url_of( $object );
		}
	}
	if ( is_singular( bua_content_types() ) && $object instanceof WP_Post && 'publish' === $object->post_status ) {
		return bua_portal_url_of( $object );
	}
	return bua_portal_home() . '/';
}

/** Whether WordPress's front end is sent to the portal (BUA_FRONTEND_REDIRECT, on unless false). */
function bua_frontend_redirects(): bool {
	return ! defined( 'BUA_FRONTEND_REDIRECT' ) || BUA_FRONTEND_REDIRECT;
}

/** The plain 404 of WordPress's front end (feeds, and what the portal has no page for). */
function bua_frontend_not_found(): void {
	status_header( 404 );
	nocache_headers();
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo 'Not Found';
	exit;
}

// A search (its feed too) is answered before WordPress runs its main query: template_redirect
// comes after it.
add_action(
	'parse_request',
	static function ( WP $wp ) {
		// A REST request is one core serves as such (rest_api_loaded: a non-empty rest_route).
		if ( ! bua_frontend_redirects() || is_admin() || ! empty( $wp->query_vars['rest_route'] ) || ! isset( $wp->query_vars['s'] ) ) {
			return;
		}
		if ( ! empty( $wp->query_vars['feed'] ) ) {
			bua_frontend_not_found();
		}
		$term = is_string( $wp->query_vars['s'] ) ? $wp->query_vars['s'] : '';
		// As WP_Query reads it: a term from the path (/search/a+b/) is still URL-encoded.
		if ( empty( $_GET['s'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			$term = urldecode( $term );
		}
		$term = trim( $term );
		wp_redirect( bua_portal_home() . ( '' === $term ? '/search' : '/search?term=' . rawurlencode( $term ) ), 301, 'BUA Portal' );
		exit;
	},
	0
);

add_action(
	'template_redirect',
	static function () {
		if ( ! bua_frontend_redirects() ) {
			return;
		}
		$target = bua_frontend_target();
		if ( null === $target || '/' === $target ) {
			bua_frontend_not_found();
		}
		// wp_redirect, not wp_safe_redirect: the portal is another host by design.
		wp_redirect( $target, 301, 'BUA Portal' );
		exit;
	},
	-5
);

// No feed links in any head WordPress still renders, and no feed discovery.
remove_action( 'wp_head', 'feed_links', 2 );
remove_action( 'wp_head', 'feed_links_extra', 3 );
