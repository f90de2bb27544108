<?php
/**
 * Short-lived, single-use codes that stand for a user (SSO hand-over to the portal, editor
 * hand-over to the browser). Only hashes are stored (an options row per code, never autoloaded);
 * a code is bound to a purpose and to a value the redeemer must show again (the SSO state).
 * Redeeming deletes the row first and only the request that deleted it wins, so a code works
 * once even under a race; a try with the wrong binding spends it too.
 */

defined( 'ABSPATH' ) || exit;

const BUA_CODE_PREFIX = 'bua_code_';

function bua_code_option_name( string $purpose, string $code ): string {
	return BUA_CODE_PREFIX . $purpose . '_' . hash( 'sha256', $code );
}

/** A new code for $user, valid $ttl seconds, for $purpose, bound to $binding. */
function bua_code_issue( string $purpose, WP_User $user, string $binding, int $ttl ): string {
	global $wpdb;
	bua_code_sweep();
	$code = bin2hex( random_bytes( 32 ) );
	$wpdb->insert(
		$wpdb->options,
		array(
			'option_name'  => bua_code_option_name( $purpose, $code ),
			'option_value' => wp_json_encode(
				array(
					'user'    => (int) $user->ID,
					'exp'     => time() + $ttl,
					'binding' => hash( 'sha256', $binding ),
				)
			),
			'autoload'     => 'no',
		)
	);
	return $code;
}

/** The user a code stands for, or null (unknown, spent, expired, other purpose or binding). */
function bua_code_redeem( string $purpose, string $code, string $binding ): ?WP_User {
	global $wpdb;
	if ( ! preg_match( '/^[0-9a-f]{64}$/', $code ) || '' === $binding ) {
		return null;
	}
	$name  = bua_code_option_name( $purpose, $code );
	$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
	if ( null === $value || 1 !== (int) $wpdb->delete( $wpdb->options, array( 'option_name' => $name ) ) ) {
		return null;
	}
	$data = json_decode( (string) $value, true );
	if ( ! is_array( $data ) || ( $data['exp'] ?? 0 ) < time() ) {
		return null;
	}
	if ( ! is_string( $data['binding'] ?? null ) || ! hash_equals( $data['binding'], hash( 'sha256', $binding ) ) ) {
		return null;
	}
	$user = get_userdata( (int) ( $data['user'] ?? 0 ) );
	return $user instanceof WP_User ? $user : null;
}

/** Deletes codes nobody redeemed. */
function bua_code_sweep(): void {
	global $wpdb;
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s LIMIT 500", $wpdb->esc_like( BUA_CODE_PREFIX ) . '%' ) );
	foreach ( (array) $rows as $row ) {
		$data = json_decode( (string) $row->option_value, true );
		if ( ! is_array( $data ) || ( $data['exp'] ?? 0 ) < time() ) {
			$wpdb->delete( $wpdb->options, array( 'option_name' => $row->option_name ) );
		}
	}
}
