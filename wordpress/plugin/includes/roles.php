<?php
/**
 * Roles bureau_admin and bureau_redaktur, and the portal's staff reader (staff-reader.php).
 *
 * The five types share the capability type `bua_post` (see post-types.php) with map_meta_cap, so
 * core maps edit_post/delete_post/read_post onto these primitive capabilities. That is what makes
 * core REST work for the roles: `status=private|pending` needs `edit_bua_posts` (the type's
 * edit_posts), reading others' private posts needs `read_private_bua_posts`, DELETE needs the
 * delete_* family. Bureau limits are applied on top in visibility.php.
 *
 * Roles live in the database, so they are (re)applied once per BUA_ROLES_VERSION on init, not on
 * every request; bump the version when this list changes.
 */

defined( 'ABSPATH' ) || exit;

/** Every primitive capability of the bua_post capability type. */
function bua_post_caps(): array {
	return array(
		'edit_bua_posts',
		'edit_others_bua_posts',
		'edit_private_bua_posts',
		'edit_published_bua_posts',
		'publish_bua_posts',
		'read_private_bua_posts',
		'delete_bua_posts',
		'delete_others_bua_posts',
		'delete_private_bua_posts',
		'delete_published_bua_posts',
	);
}

function bua_role_definitions(): array {
	return array(
		// Creates, edits, publishes and deletes posts of the five types (own bureau only).
		'bureau_admin'    => array(
			'label' => 'Bureau Admin',
			'caps'  => array_merge( array( 'read', 'upload_files' ), bua_post_caps() ),
		),
		// Reviews: may edit others' (pending/private) posts, read private ones, and publish — which
		// editorial-review.php limits to approving pending posts. It never deletes.
		'bureau_redaktur' => array(
			'label' => 'Bureau Redaktur',
			'caps'  => array(
				'read',
				'edit_bua_posts',
				'edit_others_bua_posts',
				'edit_private_bua_posts',
				'read_private_bua_posts',
				'publish_bua_posts',
			),
		),
		// The portal's staff reader (staff-reader.php): reads private posts of every bureau, nothing else.
		'bua_staff_reader' => array(
			'label' => 'Portal Staff Reader',
			'caps'  => array( 'read', 'read_private_bua_posts' ),
		),
	);
}

function bua_roles_maybe_sync(): void {
	// Must-use plugins also run inside wp_install(), before the roles option exists.
	if ( wp_installing() ) {
		return;
	}
	if ( BUA_ROLES_VERSION === get_option( 'bua_roles_version' ) && get_role( 'bureau_admin' ) && get_role( 'bureau_redaktur' ) && get_role( 'bua_staff_reader' ) ) {
		return;
	}
	foreach ( bua_role_definitions() as $name => $def ) {
		$role = get_role( $name );
		if ( ! $role ) {
			add_role( $name, $def['label'], array_fill_keys( $def['caps'], true ) );
			continue;
		}
		// Existing role: converge to exactly the listed capabilities.
		foreach ( $def['caps'] as $cap ) {
			if ( empty( $role->capabilities[ $cap ] ) ) {
				$role->add_cap( $cap );
			}
		}
		foreach ( array_keys( $role->capabilities ) as $cap ) {
			if ( ! in_array( $cap, $def['caps'], true ) ) {
				$role->remove_cap( $cap );
			}
		}
	}
	// Site administrators and core editors manage all five types, without a bureau limit.
	foreach ( array( 'administrator', 'editor' ) as $name ) {
		$role = get_role( $name );
		if ( ! $role ) {
			continue;
		}
		foreach ( bua_post_caps() as $cap ) {
			if ( empty( $role->capabilities[ $cap ] ) ) {
				$role->add_cap( $cap );
			}
		}
	}
	bua_staff_reader_id(); // The portal's staff reader (staff-reader.php) holds its role from the start.
	update_option( 'bua_roles_version', BUA_ROLES_VERSION, true );
}
add_action( 'init', 'bua_roles_maybe_sync', 1 );
