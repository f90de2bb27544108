<?php
/**
 * WordPress's own front end is not a second portal. The portal renders the
 * content under its own rules (private posts, bureau scope, sanitising); WordPress's theme pages,
 * search, feeds, `?p=ID` and archives would show the same content under none of them. So every
 * front-end request is answered here:
 * - a post of the five types → 301 to the same item on the portal (BUA_PORTAL_HOME);
 * - an old theme preview address (`?preview=true`; WordPress's Preview button now opens the
 *   portal's preview, preview-link.php) → the post's edit screen;
 * - a search (`?s=`, /search/…) → the portal's search for the same term;
 * - feeds → 404 (the portal has its own);
 * - anything else (home, archives, pages, 404s) → 301 to the portal's home.
 * All of it is decided when the request is parsed, from its query variables: WordPress's main query
 * (a LIKE over every post for a search, a sort of the whole archive for an archive page) never runs.
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

/**
 * The post a front-end request names, from its parsed query variables alone (?p=, ?page_id=, a
 * post's own address): one lookup by ID or by name, never WordPress's main query.
 */
function bua_frontend_post( array $vars ): ?WP_Post {
	foreach ( array( 'p', 'page_id', 'attachment_id' ) as $key ) {
		if ( isset( $vars[ $key ] ) && ctype_digit( (string) $vars[ $key ] ) && (int) $vars[ $key ] > 0 ) {
			return get_post( (int) $vars[ $key ] );
		}
	}
	$name = (string) ( $vars['name'] ?? $vars['pagename'] ?? '' );
	if ( '' === $name ) {
		return null;
	}
	$types = isset( $vars['post_type'] ) ? array_filter( (array) $vars['post_type'], 'is_string' ) : array( isset( $vars['pagename'] ) ? 'page' : 'post' );
	$post  = $types ? get_page_by_path( $name, OBJECT, $types ) : null;
	return $post instanceof WP_Post ? $post : null;
}

/** Where a front-end request goes: the portal's item, its home, or the post's edit screen for a preview. */
function bua_frontend_target( array $vars ): string {
	$post = bua_frontend_post( $vars );
	if ( isset( $_GET['preview'] ) || ! empty( $vars['preview'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
		return $post ? admin_url( 'post.php?post=' . $post->ID . '&action=edit' ) : admin_url();
	}
	if ( $post && in_array( $post->post_type, bua_content_types(), true ) && 'publish' === $post->post_status ) {
		return bua_portal_url_of( $post );
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

// Decided as soon as the request is parsed, before WordPress runs its main query: a stranger's
// archive sorted by title, a feed or a search would otherwise read the whole archive first.
add_action(
	'parse_request',
	static function ( WP $wp ) {
		// A REST request is one core serves as such (rest_api_loaded: a non-empty rest_route).
		if ( ! bua_frontend_redirects() || is_admin() || ! empty( $wp->query_vars['rest_route'] ) ) {
			return;
		}
		if ( ! empty( $wp->query_vars['feed'] ) ) {
			bua_frontend_not_found();
		}
		if ( isset( $wp->query_vars['s'] ) ) {
			$term = is_string( $wp->query_vars['s'] ) ? $wp->query_vars['s'] : '';
			// As WP_Query reads it: a term from the path (/search/a+b/) is still URL-encoded.
			if ( empty( $_GET['s'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
				$term = urldecode( $term );
			}
			$term   = trim( $term );
			$target = bua_portal_home() . ( '' === $term ? '/search' : '/search?term=' . rawurlencode( $term ) );
		} else {
			$target = bua_frontend_target( $wp->query_vars );
		}
		if ( '/' === $target ) {
			bua_frontend_not_found();
		}
		// wp_redirect, not wp_safe_redirect: the portal is another host by design.
		wp_redirect( $target, 301, 'BUA Portal' );
		exit;
	},
	0
);

// No feed links in any head WordPress still renders, and no feed discovery.
remove_action( 'wp_head', 'feed_links', 2 );
remove_action( 'wp_head', 'feed_links_extra', 3 );
