<?php
/**
 * Plugin Name: BUA Portal
 * Description: Content types, roles, bureau scope, JWT auth and the bua/v1 + visitor-stats/v1 REST API for the Portal BUA front end. Contract: docs/wordpress-contract.md.
 * Version: 1.0.0
 * Requires PHP: 8.1
 *
 * Loaded as a must-use plugin (a loader in wp-content/mu-plugins requires this file), so there is
 * no activation hook: schema and roles are applied on `init` behind version options instead.
 */

defined( 'ABSPATH' ) || exit;

// A loader that requires us twice must not redeclare functions.
if ( defined( 'BUA_PORTAL_VERSION' ) ) {
	return;
}
define( 'BUA_PORTAL_VERSION', '1.0.0' );
define( 'BUA_PORTAL_DIR', __DIR__ );

// One job per file; order matters only in that config.php (shared helpers) comes first.
foreach ( array(
	'config',             // Bureaus, types, ratings and small shared helpers.
	'rest-quiet',         // Keep PHP notices and DB errors out of JSON answers.
	'secrets-check',      // Production refuses empty, short or published secrets (REST 503 + notice).
	'portal-trust',       // The portal's key (X-BUA-Portal-Key) and the one rule for the client address.
	'login-guard',        // Throttle on every password door; XML-RPC closed.
	'schema',             // Own tables (dbDelta behind a version option).
	'roles',              // bureau_admin / bureau_redaktur and their capabilities.
	'post-types',         // The five content types and their post meta.
	'bureau-meta',        // Fill bua_bureau from the author's login on save.
	'rest-fields',        // bureau, author_login, ... fields on every item.
	'rest-bureau-filter', // ?bureau= collection parameter on wp/v2/{type}.
	'bureau-authorship', // A bureau user writes only in their own bureau's name (author checks).
	'visibility',         // Who sees what: private posts for all staff; unfinished ones and writes within the bureau.
	'editorial-review',   // A redaktur approves (publishes) or rejects only pending posts of its bureau.
	'jwt',                // HS256 encode/decode (no library).
	'jwt-auth',           // Authorization: Bearer -> current user; bad token -> 401.
	'staff-reader',       // Portal key + X-BUA-Staff-Reader: 1 on a REST GET -> reads as bua_staff_reader.
	'routes-jwt',         // jwt-auth/v1 token, token/validate, token/refresh.
	'sessions',           // End a user's sessions everywhere (token version, cookies, portal notice).
	'routes-account',     // bua/v1 login, logout, current-user.
	'one-time-codes',     // Short-lived single-use codes standing for a user (SSO and editor hand-over).
	'routes-sso',         // bua/v1 sso/initiate, callback, exchange, logout (CAS 3.0 client).
	'routes-handover',    // bua/v1 handover + wp-login.php?action=bua_handover: the editor opens signed in.
	'routes-media',       // bua/v1 public-media/{id}.
	'routes-search',      // bua/v1 search (the plugin's own LIKE search, for the portal only; it searches its index).
	'search-doors',       // Core's `search` parameter only for the portal and signed-in users (a LIKE over every post).
	'list-bounds',        // A stranger's wp/v2 list: cheap sorts, 20 a page, the newest 1,000 items.
	'routes-search-index', // bua/v1 search-index: posts as the portal's search engine indexes them (portal only).
	'search-deletions',   // Posts deleted for good, logged for the search index's catch-up.
	'sitemap-summary',    // The sitemap index's figures per 100 IDs, kept as posts change.
	'post-counts',        // A list's total per type, status and bureau, kept as posts change (no count per page).
	'routes-sitemap',     // bua/v1 sitemap/blocks, sitemap/posts: the sitemaps in blocks of IDs, one query each.
	'routes-moved',       // bua/v1 moved: where a renamed (or re-typed) post went, for the portal's 301s.
	'routes-read',        // bua/v1 read: several content reads in one call, as the caller (staff dashboards).
	'client-hash',        // Salted daily client hash (no raw IP stored).
	'routes-survey',      // bua/v1 survey, survey-stats.
	'routes-visitors',    // visitor-stats/v1 track, count.
	'cors',               // Cross-origin REST only from the portal's origins.
	'user-privacy',       // No staff logins for strangers (users endpoint, author_login, ?author=).
	'frontend-redirect',  // WordPress's front end sends every request to the portal; feeds off.
	'hook-points',        // bua_content_changed: a post, or a picture it shows, changed.
	'revalidate-queue',   // Outbox of portal notices (own table), retried with backoff.
	'revalidate-send',    // BUA_PORTAL_URL / BUA_REVALIDATE_SECRET; one HMAC-signed delivery.
	'revalidate-notify',  // bua_content_changed -> one notice per changed post, queued at shutdown.
	'revalidate-worker',  // Delivers the queue: loopback wake-up, piggyback retries, WP-cron.
	'preview-link',       // WordPress's Preview opens the portal's preview (signed, one post, one user).
) as $bua_file ) {
	require_once __DIR__ . '/includes/' . $bua_file . '.php';
}
unset( $bua_file );
