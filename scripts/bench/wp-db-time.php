<?php
/**
 * Bench-only must-use plugin (scripts/bench/archive-paths.mjs copies it in and takes it out again):
 * one line per WordPress request with its time, its database time and its number of queries, so the
 * bench can say where a page's first visit spent its time. Never part of a deployed WordPress.
 */

defined( 'ABSPATH' ) || exit;

// WordPress records each query's time from here on (wpdb checks the constant per query).
defined( 'SAVEQUERIES' ) || define( 'SAVEQUERIES', true );

register_shutdown_function(
	static function () {
		global $wpdb;
		$db = 0.0;
		foreach ( (array) $wpdb->queries as $query ) {
			$db += (float) $query[1];
		}
		$line = sprintf(
			"%.1f\t%.1f\t%d\t%s %s\n",
			( microtime( true ) - (float) $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000,
			$db * 1000,
			count( (array) $wpdb->queries ),
			$_SERVER['REQUEST_METHOD'] ?? '',
			$_SERVER['REQUEST_URI'] ?? ''
		);
		file_put_contents( WP_CONTENT_DIR . '/bench-db-time.log', $line, FILE_APPEND | LOCK_EX );
	}
);
