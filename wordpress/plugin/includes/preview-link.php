<?php
/**
 * WordPress's "Preview" opens the portal's preview of the post, in the portal's own design
 * instead of the theme. The link is made for one post and one user and lives ten
 * minutes: `{BUA_PORTAL_HOME}/api/preview?type=&id=&login=&exp=&sig=`, `sig` an HMAC-SHA256 with
 * the secret the portal shares (BUA_REVALIDATE_SECRET) of "bua-preview|{type}|{id}|{login}|{exp}".
 * The portal checks it against the user's own portal session, then reads the post with that
 * user's token, so the bureau rules of visibility.php decide what the preview may show.
 * The same link is in the REST answer (`portal_preview_link`, edit context) for editors' tools.
 * SAKIP documents keep WordPress's behaviour (their portal page is a list, not a post page).
 */

defined( 'ABSPATH' ) || exit;

const BUA_PREVIEW_LINK_SECONDS = 600;

/** The four post types the portal previews. */
function bua_preview_types(): array {
	return array_values( array_diff( bua_content_types(), array( 'sakip' ) ) );
}

/** The signed portal preview address of a post for a user, or null when the portal cannot preview it. */
function bua_portal_preview_link( WP_Post $post, WP_User $user ): ?string {
	$secret = bua_revalidate_secret();
	$home   = bua_portal_home();
	if ( '' === $secret || '' === $home || ! in_array( $post->post_type, bua_preview_types(), true ) ) {
		return null;
	}
	$login = strtolower( $user->user_login );
	$exp   = time() + BUA_PREVIEW_LINK_SECONDS;
	$sig   = hash_hmac( 'sha256', "bua-preview|{$post->post_type}|{$post->ID}|{$login}|{$exp}", $secret );
	return $home . '/api/preview?' . http_build_query(
		array(
			'type'  => $post->post_type,
			'id'    => $post->ID,
			'login' => $login,
			'exp'   => $exp,
			'sig'   => $sig,
		)
	);
}

add_filter(
	'preview_post_link',
	static function ( $link, $post ) {
		$user = wp_get_current_user();
		if ( ! $post instanceof WP_Post || ! $user->exists() ) {
			return $link;
		}
		return bua_portal_preview_link( $post, $user ) ?? $link;
	},
	10,
	2
);

add_action(
	'rest_api_init',
	static function () {
		foreach ( bua_preview_types() as $type ) {
			bua_register_post_field(
				$type,
				'portal_preview_link',
				static function ( int $post_id ) {
					$post = get_post( $post_id );
					$user = wp_get_current_user();
					if ( ! $post instanceof WP_Post || ! $user->exists() || ! current_user_can( 'edit_post', $post->ID ) ) {
						return null;
					}
					return bua_portal_preview_link( $post, $user );
				},
				array(
					'description' => 'The portal preview of this post for the current user (10 minutes).',
					'context'     => array( 'edit' ),
				)
			);

		}
	}
);
