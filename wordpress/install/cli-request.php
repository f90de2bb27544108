<?php
/**
 * The start of the command-line scripts that load WordPress (install, seed, bulk seed).
 * The caller then requires wp-load.php itself, at top level: loaded inside a function, WordPress's
 * globals would become that function's locals.
 */

/**
 * Refuses a web request, finds the core (first argument, else .wordpress/core) and fills in a
 * plausible request for code that looks at one. Returns the core's path.
 */
function bua_cli_request( string $script, string $uri ): string {
	if ( PHP_SAPI !== 'cli' ) {
		exit( 1 );
	}
	$argv = (array) ( $_SERVER['argv'] ?? array() );
	$core = rtrim( $argv[1] ?? ( dirname( __DIR__, 2 ) . '/.wordpress/core' ), '/' );
	if ( ! is_file( $core . '/wp-load.php' ) ) {
		fwrite( STDERR, "$script: no WordPress core in $core\n" );
		exit( 1 );
	}
	$port                      = getenv( 'WP_PORT' ) ?: '8881';
	$_SERVER['HTTP_HOST']      = '127.0.0.1:' . $port;
	$_SERVER['SERVER_NAME']    = '127.0.0.1';
	$_SERVER['SERVER_PORT']    = $port;
	$_SERVER['REQUEST_URI']    = $uri;
	$_SERVER['REQUEST_METHOD'] = 'GET';
	return $core;
}
