<?php
/**
 * Production refuses the plugin's secrets when they are empty, short or a value this project ever
 * published (BUA_JWT_SECRET signs staff tokens, BUA_REVALIDATE_SECRET signs notices to the portal,
 * BUA_PORTAL_KEY opens the sign-in doors). Then every REST request answers 503
 * `bua_insecure_config` naming the settings, and wp-admin shows the same notice: the site stays up
 * for its administrators to fix wp-config.php, but nothing can be signed with a known secret.
 * Only when wp_get_environment_type() is 'production', unless BUA_ALLOW_DEMO_SECRETS is true.
 */

defined( 'ABSPATH' ) || exit;

const BUA_MIN_SECRET_LENGTH = 32;

function bua_published_secret_values(): array {
	return array(
		'change-me-to-a-long-random-string',
		'change-me-to-a-long-random-secret',
		'change-me-to-a-long-random-key',
		'portal-bua-demo-secret-not-for-production',
		'portal-bua-e2e-secret-not-for-production',
		'portal-bua-bench-secret-not-for-production',
		'portal-bua-local-revalidate-secret',
	);
}

/** One line per unusable secret; empty when all are fine. */
function bua_secret_problems(): array {
	$problems = array();
	foreach ( array( 'BUA_JWT_SECRET', 'BUA_REVALIDATE_SECRET', 'BUA_PORTAL_KEY' ) as $name ) {
		$value = defined( $name ) ? trim( (string) constant( $name ) ) : '';
		if ( '' === $value ) {
			$problems[] = "$name is not set";
		} elseif ( in_array( $value, bua_published_secret_values(), true ) ) {
			$problems[] = "$name is a published demo value";
		} elseif ( strlen( $value ) < BUA_MIN_SECRET_LENGTH ) {
			$problems[] = "$name is shorter than " . BUA_MIN_SECRET_LENGTH . ' characters';
		}
	}
	return $problems;
}

function bua_insecure_config(): ?string {
	static $message = false;
	if ( false === $message ) {
		$message  = null;
		$allowed  = defined( 'BUA_ALLOW_DEMO_SECRETS' ) && BUA_ALLOW_DEMO_SECRETS;
		$problems = ( 'production' === wp_get_environment_type() && ! $allowed ) ? bua_secret_problems() : array();
		if ( $problems ) {
			$message = 'BUA Portal refuses to run in production with unusable secrets: ' . implode( '; ', $problems ) . '. Set long random values in wp-config.php (or BUA_ALLOW_DEMO_SECRETS for a throw-away demo).';
		}
	}
	return $message;
}

add_filter(
	'rest_authentication_errors',
	static function ( $result ) {
		$message = bua_insecure_config();
		return null === $message ? $result : bua_error( 'bua_insecure_config', $message, 503 );
	},
	1
);

add_action(
	'admin_notices',
	static function () {
		$message = bua_insecure_config();
		if ( null !== $message ) {
			echo '<div class="notice notice-error"><p>' . esc_html( $message ) . '</p></div>';
		}
	}
);
