<?php
/**
 * Bench-only seed: N published berita (default 10,000) inserted with multi-row INSERTs through
 * $wpdb (no hooks, no revisions; seconds instead of minutes), spread over the bureaus and dated
 * 2 to 10 years back so the demo's own posts stay the newest. Marked with post meta _bua_bench.
 * Undo with scripts/wp-reset.sh (the bench does that right after its build).
 *
 *   php scripts/bench/seed-bulk.php .wordpress/core [N]
 */

require dirname(__DIR__, 2) . '/wordpress/install/cli-request.php';
$core = bua_cli_request('seed-bulk.php', '/');
$count = max(1, (int) ($argv[2] ?? 10000));

define('WP_IMPORTING', true);
require $core . '/wp-load.php';

global $wpdb;
$started = microtime(true);
$bureaus = ['perencanaan', 'kepegawaian', 'keuangan', 'perlengkapan', 'pimpinan', 'humas', 'umum'];
$authors = [];
foreach ($bureaus as $bureau) {
    $user = get_user_by('login', 'admin_' . $bureau);
    $authors[$bureau] = $user ? (int) $user->ID : 1;
}

// An earlier bench seed that was not reset: remove it first.
$old = $wpdb->get_col("SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_bua_bench'");
if ($old) {
    foreach (array_chunk($old, 1000) as $ids) {
        $in = implode(',', array_map('intval', $ids));
        $wpdb->query("DELETE FROM {$wpdb->postmeta} WHERE post_id IN ($in)");
        $wpdb->query("DELETE FROM {$wpdb->posts} WHERE ID IN ($in)");
    }
    echo 'Removed ' . count($old) . " posts of an earlier bench seed.\n";
}

$topics = ['pengelolaan arsip', 'layanan kepegawaian', 'anggaran', 'pengadaan barang', 'rapat koordinasi',
    'sosialisasi aplikasi', 'pelatihan teknis', 'zona integritas', 'pemeliharaan gedung', 'keterbukaan informasi'];
$tz = wp_timezone();
$now = time();
$span = 8 * 365 * 86400;   // 2 to 10 years back
$batch = 500;
$inserted = 0;
mt_srand(20260427);
$wpdb->query('START TRANSACTION');
for ($first = 1; $first <= $count; $first += $batch) {
    $rows = [];
    $names = [];
    $last = min($count, $first + $batch - 1);
    for ($i = $first; $i <= $last; $i++) {
        $bureau = $bureaus[$i % count($bureaus)];
        $topic = $topics[$i % count($topics)];
        $ts = $now - 2 * 365 * 86400 - (int) floor($span * ($i / $count)) - mt_rand(0, 3600);
        $gmt = gmdate('Y-m-d H:i:s', $ts);
        $local = (new DateTimeImmutable('@' . $ts))->setTimezone($tz)->format('Y-m-d H:i:s');
        $title = sprintf('Berita uji beban %05d: %s Biro %s', $i, ucfirst($topic), ucfirst($bureau));
        $name = sprintf('bench-berita-%05d', $i);
        $content = "<!-- wp:paragraph -->\n<p>" . esc_html("Naskah uji beban nomor $i tentang $topic di lingkungan Biro " . ucfirst($bureau) . ' Badan Urusan Administrasi.') . "</p>\n<!-- /wp:paragraph -->";
        $rows[] = $wpdb->prepare(
            '(%d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %d, %s, %d, %s, %s, %d)',
            $authors[$bureau], $local, $gmt, $content, $title, '', 'publish', 'closed', 'closed', '', $name,
            '', '', $local, $gmt, 0, '', 0, 'berita', '', 0
        );
        $names[] = $name;
    }
    $wpdb->query(
        "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,"
        . ' post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified,'
        . ' post_modified_gmt, post_parent, post_content_filtered, menu_order, post_type, post_mime_type, comment_count) VALUES '
        . implode(',', $rows)
    );
    $placeholders = implode(',', array_fill(0, count($names), '%s'));
    $ids = $wpdb->get_results($wpdb->prepare(
        "SELECT ID, post_name FROM {$wpdb->posts} WHERE post_type = 'berita' AND post_name IN ($placeholders)",
        $names
    ));
    $meta = [];
    foreach ($ids as $row) {
        $n = (int) substr($row->post_name, strlen('bench-berita-'));
        $meta[] = $wpdb->prepare('(%d, %s, %s)', $row->ID, 'bua_bureau', $bureaus[$n % count($bureaus)]);
        $meta[] = $wpdb->prepare('(%d, %s, %s)', $row->ID, '_bua_bench', '1');
    }
    $wpdb->query("INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode(',', $meta));
    $inserted += count($ids);
}
$home = home_url();
$wpdb->query($wpdb->prepare(
    "UPDATE {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_bua_bench'"
    . " SET p.guid = CONCAT(%s, '/?post_type=berita&p=', p.ID)",
    $home
));
$wpdb->query('COMMIT');
wp_cache_flush();

printf("Inserted %d berita in %.1f s (now %d published berita).\n", $inserted, microtime(true) - $started,
    (int) wp_count_posts('berita')->publish);
