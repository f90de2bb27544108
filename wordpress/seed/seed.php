<?php
/**
 * Demo seed for the local Portal BUA WordPress, with plain WordPress functions (no WP-CLI).
 * Run by scripts/wp-start.sh after install:  php wordpress/seed/seed.php .wordpress/core
 *
 * Creates, for the seven bureaus of the spec:
 *  - users admin_<bureau> (bureau_admin) and redaktur_<bureau> (bureau_redaktur), password
 *    DEMO_USER_PASSWORD (default bua-demo-2026), user meta bua_bureau;
 *  - per bureau and type (berita, artikel, pengumuman, undangan): 9 publish, 2 private, 2 pending,
 *    author admin_<bureau>, post meta bua_bureau, dates over the past ~18 months (07:00-16:59 WIB,
 *    except the newest published humas berita at 00:30 WIB); a few future and draft posts on top;
 *  - 26 published SAKIP documents (2021-2025, four categories) plus 3 non-public ones;
 *  - 16 generated featured images and PDFs linked from file blocks;
 *  - one more published berita of humas, 'galeri-blok-konten', holding every core block and
 *    embeds (showcase.php), with a short video and audio file.
 * Idempotent: does nothing once the option bua_demo_seeded is set; a half-finished earlier run
 * (posts marked with meta _bua_seed but no flag) is removed first.
 */

require dirname(__DIR__) . '/install/cli-request.php';
$core = bua_cli_request('seed.php', '/');

define('WP_IMPORTING', true);
require $core . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require __DIR__ . '/media.php';
require __DIR__ . '/showcase.php';

const BUA_SEED_FLAG = 'bua_demo_seeded';
const BUA_TYPES = ['berita', 'artikel', 'pengumuman', 'undangan'];

if (get_option(BUA_SEED_FLAG)) {
    echo 'Demo content already seeded (' . get_option(BUA_SEED_FLAG) . "); nothing to do.\n";
    exit(0);
}

$data = require __DIR__ . '/data.php';
$started = microtime(true);

// No mail server, no network; post bodies hold block markup that kses must not touch.
add_filter('pre_wp_mail', '__return_true');
add_filter('pre_http_request', static function () {
    return new WP_Error('bua_offline', 'Outbound HTTP is disabled while seeding.');
});
kses_remove_filters();
wp_defer_term_counting(true);
mt_srand(20260101);   // same content on every machine (dates are relative to now)

$tz = wp_timezone();
$now = new DateTimeImmutable('now', $tz);

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Pick one element of a list at random (seeded). */
function bua_pick(array $list)
{
    return $list[mt_rand(0, count($list) - 1)];
}

/** Long Indonesian date, e.g. "5 Maret 2025". */
function bua_date_id(DateTimeInterface $d): string
{
    static $months = [1 => 'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus',
        'September', 'Oktober', 'November', 'Desember'];
    return $d->format('j') . ' ' . $months[(int) $d->format('n')] . ' ' . $d->format('Y');
}

function bua_weekday_id(DateTimeInterface $d): string
{
    return ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'][(int) $d->format('w')];
}

function bua_fill(string $text, array $vars): string
{
    return strtr($text, $vars);
}

function bua_paragraph(string $text): string
{
    return "<!-- wp:paragraph -->\n<p>" . esc_html($text) . "</p>\n<!-- /wp:paragraph -->";
}

function bua_heading(string $text): string
{
    return "<!-- wp:heading -->\n<h2>" . esc_html($text) . "</h2>\n<!-- /wp:heading -->";
}

function bua_list(array $items): string
{
    $html = "<!-- wp:list -->\n<ul>";
    foreach ($items as $item) {
        $html .= "<!-- wp:list-item -->\n<li>" . esc_html($item) . "</li>\n<!-- /wp:list-item -->";
    }
    return $html . "</ul>\n<!-- /wp:list -->";
}

/** Insert one post as its author; the date is local (Asia/Jakarta). Returns the id. */
function bua_insert_post(array $post, DateTimeImmutable $date, array $meta): int
{
    wp_set_current_user($post['post_author']);
    $post += [
        'post_excerpt'   => '',
        'comment_status' => 'closed',
        'ping_status'    => 'closed',
        'post_date'      => $date->format('Y-m-d H:i:s'),
        'post_date_gmt'  => $date->setTimezone(new DateTimeZone('UTC'))->format('Y-m-d H:i:s'),
        'meta_input'     => $meta + ['_bua_seed' => 1],
    ];
    $id = wp_insert_post(wp_slash($post), true);
    if (is_wp_error($id)) {
        throw new RuntimeException("post '{$post['post_title']}': " . $id->get_error_message());
    }
    return $id;
}

// ---------------------------------------------------------------------------------------------
// 0. Leftovers of an interrupted earlier run
// ---------------------------------------------------------------------------------------------
global $wpdb;
$leftovers = $wpdb->get_col("SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_bua_seed'");
foreach ($leftovers as $id) {
    get_post_type($id) === 'attachment' ? wp_delete_attachment((int) $id, true) : wp_delete_post((int) $id, true);
}
if ($leftovers) {
    echo 'Removed ' . count($leftovers) . " items of an interrupted earlier seed.\n";
}

// ---------------------------------------------------------------------------------------------
// 1. Roles (normally registered by the bua-portal plugin; created here only if missing) and users
// ---------------------------------------------------------------------------------------------
if (!get_role('bureau_admin')) {
    add_role('bureau_admin', 'Bureau Admin', [
        'read' => true, 'upload_files' => true, 'edit_posts' => true, 'edit_published_posts' => true,
        'publish_posts' => true, 'delete_posts' => true, 'delete_published_posts' => true,
        'read_private_posts' => true, 'edit_private_posts' => true, 'delete_private_posts' => true,
    ]);
    echo "Note: role bureau_admin was missing (plugin not loaded?); created a basic one.\n";
}
if (!get_role('bureau_redaktur')) {
    add_role('bureau_redaktur', 'Bureau Redaktur', [
        'read' => true, 'edit_posts' => true, 'edit_others_posts' => true, 'edit_published_posts' => true,
        'read_private_posts' => true,
    ]);
    echo "Note: role bureau_redaktur was missing (plugin not loaded?); created a basic one.\n";
}

$user_password = getenv('DEMO_USER_PASSWORD') ?: 'bua-demo-2026';
$admins = [];   // bureau id => user id of admin_<bureau>
foreach ($data['bureaus'] as $bureau => $info) {
    foreach (['admin' => 'bureau_admin', 'redaktur' => 'bureau_redaktur'] as $prefix => $role) {
        $login = $prefix . '_' . $bureau;
        $label = ($prefix === 'admin' ? 'Admin' : 'Redaktur') . ' Biro ' . $info['name'];
        $user = [
            'user_login'   => $login,
            'user_pass'    => $user_password,
            'user_email'   => $prefix . '.' . $bureau . '@bua.test',
            'display_name' => $label,
            'nickname'     => $label,
            'first_name'   => $prefix === 'admin' ? 'Admin' : 'Redaktur',
            'last_name'    => 'Biro ' . $info['name'],
            'role'         => $role,
        ];
        $existing = get_user_by('login', $login);
        if ($existing) {
            $user['ID'] = $existing->ID;
            $id = wp_update_user(wp_slash($user));
        } else {
            $id = wp_insert_user(wp_slash($user));
        }
        if (is_wp_error($id)) {
            throw new RuntimeException("user $login: " . $id->get_error_message());
        }
        update_user_meta($id, 'bua_bureau', $bureau);
        if ($prefix === 'admin') {
            $admins[$bureau] = $id;
        }
    }
}
$site_admin = get_user_by('login', 'admin');
$site_admin_id = $site_admin ? $site_admin->ID : $admins['humas'];

// ---------------------------------------------------------------------------------------------
// 2. Media: generated featured images and PDFs
// ---------------------------------------------------------------------------------------------
$images = [];   // index in data['images'] => attachment id
foreach ($data['images'] as $i => [$caption, [$top, $bottom]]) {
    $file = sprintf('bua-%02d-%s.jpg', $i + 1, sanitize_title($caption));
    $images[$i] = bua_seed_attachment($file, bua_seed_image_jpeg($caption, $top, $bottom, $i), 'image/jpeg',
        $caption, $site_admin_id, 'Ilustrasi: ' . $caption);
}
$pdfs = [];     // key in data['pdfs'] => [attachment id, document title]
foreach ($data['pdfs'] as $key => [$file, $title]) {
    $bytes = bua_seed_pdf([$title, 'Badan Urusan Administrasi Mahkamah Agung Republik Indonesia',
        'Dokumen contoh untuk demonstrasi Portal BUA.']);
    $pdfs[$key] = [bua_seed_attachment($file, $bytes, 'application/pdf', $title, $site_admin_id), $title];
}

// ---------------------------------------------------------------------------------------------
// 3. Posts of the four types
// ---------------------------------------------------------------------------------------------
$overrides = [];
foreach ($data['title_overrides'] as [$b, $type, $k, $title, $topic, $image]) {
    $overrides["$b/$type/$k"] = [$title, $topic, $image];
}
$extras = [];
foreach ($data['extras'] as [$b, $type, $status, $days]) {
    $extras["$b/$type"][] = [$status, $days];
}
$used_titles = [];
$no_image_percent = ['berita' => 10, 'artikel' => 15, 'pengumuman' => 35, 'undangan' => 35];

/**
 * Title of item $i of bureau $bi and type $ti: patterns rotate (offset per bureau, so the newest
 * posts of different bureaus read differently) and topics advance by 3, so with 7 patterns and 10
 * topics no (pattern, topic) pair repeats within a bureau and type.
 */
$make_title = static function (array $patterns, array $topics, int $i, int $ti, int $bi, array $vars) use (&$used_titles): array {
    $p = ($i + 3 * $bi + $ti) % count($patterns);
    $topic = $topics[(3 * $i + 2 * $ti + $bi) % count($topics)];
    $title = bua_fill($patterns[$p], ['{T}' => $topic] + $vars);
    while (isset($used_titles[$title])) {
        $title .= ' (Lanjutan)';
    }
    $used_titles[$title] = true;
    return [$title, $topic, $p];
};

$bureau_ids = array_keys($data['bureaus']);
foreach ($bureau_ids as $bi => $bureau) {
    $info = $data['bureaus'][$bureau];
    $author = $admins[$bureau];
    $bf = 'Biro ' . $info['name'];
    // Status of items 0..12 (0 = newest): 9 publish, 2 private, 2 pending, placed per bureau.
    $status_of = array_fill(0, 13, 'publish');
    $status_of[$bi % 3] = 'pending';
    $status_of[7] = 'pending';
    $status_of[3 + $bi % 2] = 'private';
    $status_of[10] = 'private';

    foreach (BUA_TYPES as $ti => $type) {
        $spec = $data['types'][$type];
        // The newest post of each bureau and type lies 1-13 days back, so bureaus interleave; each
        // older one 30-50 days before the previous: 13 posts span roughly 16-20 months.
        $date = $now->modify('-' . (1 + ($bi * 5 + $ti * 2) % 13) . ' days');
        $items = [];
        for ($i = 0; $i < 13; $i++) {
            $items[] = [$i, $status_of[$i], $date->setTime(mt_rand(7, 16), mt_rand(0, 59))];
            $date = $date->modify('-' . mt_rand(30, 50) . ' days');
        }
        foreach ($extras["$bureau/$type"] ?? [] as $n => [$status, $days]) {
            $items[] = [13 + $n, $status, $now->modify(($days >= 0 ? '+' : '') . $days . ' days')->setTime(9, 0)];
        }

        $published = 0;
        foreach ($items as [$i, $status, $when]) {
            $month = (int) $when->format('n');
            $vars = [
                '{B}' => $info['short'], '{BF}' => $bf, '{Y}' => $when->format('Y'),
                '{S}' => $month <= 6 ? 'I' : 'II', '{Q}' => ['I', 'II', 'III', 'IV'][intdiv($month - 1, 3)],
            ];
            [$title, $topic, $p] = $make_title($spec['titles'], $info['topics'], $i, $ti, $bi, $vars);
            $image = $spec['images'][$p];
            if (mt_rand(0, 3) === 0) {
                $image = mt_rand(0, count($images) - 1);   // some variety beyond the pattern's image
            }
            $with_image = mt_rand(1, 100) > $no_image_percent[$type];
            if ($status === 'publish' && isset($overrides["$bureau/$type/$published"])) {
                unset($used_titles[$title]);
                [$title, $topic, $image] = $overrides["$bureau/$type/$published"];
                $used_titles[$title] = true;
                $with_image = true;
            }
            if ($status === 'publish' && "$bureau/$type/$published" === 'humas/berita/0') {
                // Published at 00:30 WIB, the previous day in UTC: the end-to-end tests check on it
                // that the portal writes WordPress's instant and shows the Jakarta day (same date,
                // so the content and every other post stay as they were).
                $when = $when->setTime(0, 30);
            }
            if ($status === 'publish') {
                $published++;
            }

            $event = $when->modify('+' . mt_rand(3, 10) . ' days');
            $vars += [
                '{T}' => $topic, '{date}' => bua_date_id($type === 'undangan' ? $event : $when),
                '{date2}' => bua_date_id($when->modify('+' . mt_rand(14, 30) . ' days')),
                '{day}' => bua_weekday_id($event), '{time}' => sprintf('%02d.00', mt_rand(8, 13)),
                '{email}' => 'biro.' . $bureau . '@bua.test', '{n}' => (string) (mt_rand(3, 15) * 10),
            ];
            $vars['{place}'] = bua_fill(bua_pick($data['places']), $vars);

            $blocks = [];
            $excerpt = '';
            $attach = [];   // keys of $pdfs to link
            switch ($type) {
                case 'berita':
                    $t = $data['berita'];
                    $blocks[] = bua_paragraph(bua_fill(bua_pick($t['lead']), $vars));
                    $blocks[] = bua_paragraph(bua_fill(bua_pick($t['quote']), $vars));
                    $blocks[] = bua_paragraph(bua_fill(bua_pick($t['detail']), $vars));
                    $blocks[] = bua_paragraph(bua_fill(bua_pick($t['closing']), $vars));
                    if ($i % 5 === 2) {
                        $attach[] = 'materi';
                    }
                    break;
                case 'artikel':
                    $t = $data['artikel'];
                    $points = $t['points'];
                    shuffle($points);
                    $blocks[] = bua_heading('Latar Belakang');
                    $blocks[] = bua_paragraph(bua_fill(bua_pick($t['intro']), $vars));
                    $blocks[] = bua_heading('Hal-hal yang Perlu Diperhatikan');
                    $blocks[] = bua_list(array_slice($points, 0, mt_rand(3, 4)));
                    $blocks[] = bua_paragraph(bua_fill(bua_pick($t['middle']), $vars));
                    $blocks[] = bua_heading('Penutup');
                    $blocks[] = bua_paragraph(bua_fill(bua_pick($t['closing']), $vars));
                    if ($i % 3 !== 1) {
                        $excerpt = bua_fill($t['excerpts'][$i % 2], $vars);
                    }
                    if ($i === 4) {
                        $attach[] = 'juknis';
                    }
                    break;
                case 'pengumuman':
                    $t = $data['pengumuman'];
                    $blocks[] = bua_paragraph(bua_fill(bua_pick($t['intro']), $vars));
                    $blocks[] = bua_list(array_map(static fn ($s) => bua_fill($s, $vars), $t['points']));
                    $blocks[] = bua_paragraph(bua_fill(bua_pick($t['closing']), $vars));
                    if ($i % 4 !== 2) {   // most announcements have an excerpt, some rely on the fallback
                        $excerpt = bua_fill($t['excerpts'][$i % 3], $vars);
                    }
                    if ($i % 3 === 0) {
                        $attach[] = ['edaran', 'formulir', 'juknis'][intdiv($i, 3) % 3];
                    }
                    break;
                case 'undangan':
                    $t = $data['undangan'];
                    $blocks[] = bua_paragraph(bua_fill(bua_pick($t['intro']), $vars));
                    $blocks[] = bua_list([
                        'Hari/tanggal: ' . $vars['{day}'] . ', ' . $vars['{date}'],
                        'Waktu: pukul ' . $vars['{time}'] . ' WIB s.d. selesai',
                        'Tempat: ' . $vars['{place}'],
                        'Acara: ' . preg_replace('/^Undangan /', '', $title),
                    ]);
                    $blocks[] = bua_paragraph(bua_fill(bua_pick($t['closing']), $vars));
                    $blocks[] = bua_paragraph($t['thanks']);
                    if ($i % 2 === 0) {
                        $attach[] = 'undangan';
                    }
                    if ($i % 4 === 0) {
                        $attach[] = 'peserta';
                    }
                    break;
            }
            foreach ($attach as $key) {
                [$pdf_id, $doc] = $pdfs[$key];
                $blocks[] = bua_seed_file_block($pdf_id, $doc . ' ' . $topic . '.pdf');
            }

            $meta = ['bua_bureau' => $bureau];
            if ($with_image) {
                $meta['_thumbnail_id'] = $images[$image];
            }
            bua_insert_post([
                'post_type'    => $type,
                'post_status'  => $status,
                'post_title'   => $title,
                'post_content' => implode("\n\n", $blocks),
                'post_excerpt' => $excerpt,
                'post_author'  => $author,
            ], $when, $meta);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 4. SAKIP documents (author admin_perencanaan)
// ---------------------------------------------------------------------------------------------
$sakip_author = $admins['perencanaan'];
$category_names = ['perencanaan' => 'Perencanaan Kinerja', 'pengukuran' => 'Pengukuran Kinerja',
    'pelaporan' => 'Pelaporan Kinerja', 'evaluasi' => 'Evaluasi Kinerja'];
$sakip_docs = [];
foreach ($data['sakip'] as [$title, $category, $year, $month, $has_pdf, $image]) {
    $when = $now->setDate($year, $month, mt_rand(3, 26))->setTime(10, 0);
    if ($when >= $now) {
        $when = $now->modify('-1 day');   // never in the future (that would make it "scheduled")
    }
    $sakip_docs[] = [$title, $category, $when, 'publish', $has_pdf, $image];
}
foreach ($data['sakip_unpublished'] as $n => [$title, $category, $status]) {
    $when = $now->modify('-' . (2 + $n * 3) . ' days')->setTime(10, 0);
    $title = strtr($title, ['{Y}' => $when->format('Y'), '{Y1}' => (int) $when->format('Y') + 1]);
    $sakip_docs[] = [$title, $category, $when, $status, false, null];
}
foreach ($sakip_docs as [$title, $category, $when, $status, $has_pdf, $image]) {
    $blocks = [
        bua_paragraph($data['sakip_text'][$category]),
        bua_paragraph($data['sakip_basis']),
    ];
    if ($has_pdf) {
        $bytes = bua_seed_pdf([$title, 'Badan Urusan Administrasi Mahkamah Agung Republik Indonesia',
            $category_names[$category] . ' - Tahun ' . $when->format('Y'),
            'Dokumen contoh untuk demonstrasi Portal BUA.']);
        $pdf_id = bua_seed_attachment(sanitize_title($title) . '.pdf', $bytes, 'application/pdf', $title, $sakip_author);
        $blocks[] = bua_paragraph('Dokumen lengkap dapat diunduh melalui tautan berikut.');
        $blocks[] = bua_seed_file_block($pdf_id, $title . '.pdf');
    } else {
        $blocks[] = bua_paragraph('Salinan dokumen dapat diperoleh melalui Biro Perencanaan dan Organisasi.');
    }
    $meta = ['bua_bureau' => 'perencanaan', 'sakip_category' => $category, 'sakip_year' => (int) $when->format('Y')];
    if ($image !== null) {
        $meta['_thumbnail_id'] = $images[$image];
    }
    bua_insert_post([
        'post_type'    => 'sakip',
        'post_status'  => $status,
        'post_title'   => $title,
        'post_content' => implode("\n\n", $blocks),
        'post_author'  => $sakip_author,
    ], $when, $meta);
}

// ---------------------------------------------------------------------------------------------
// 5. The block showcase post
// ---------------------------------------------------------------------------------------------
bua_seed_showcase($admins['humas'], $images, $pdfs, $site_admin_id, $now);

// ---------------------------------------------------------------------------------------------
// 6. Done: flag, summary
// ---------------------------------------------------------------------------------------------
wp_set_current_user(0);
wp_defer_term_counting(false);
update_option('bua_seed_base_url', home_url());
update_option(BUA_SEED_FLAG, gmdate('c'));

printf("%-12s %8s %8s %8s %8s %8s\n", 'type', 'publish', 'private', 'pending', 'future', 'draft');
foreach (array_merge(BUA_TYPES, ['sakip']) as $type) {
    $c = wp_count_posts($type);
    printf("%-12s %8d %8d %8d %8d %8d\n", $type, $c->publish ?? 0, $c->private ?? 0, $c->pending ?? 0,
        $c->future ?? 0, $c->draft ?? 0);
}
$attachments = (array) wp_count_attachments();
printf("users: %d, images: %d, PDFs: %d; seeded in %.1f s\n", count_users()['total_users'],
    $attachments['image/jpeg'] ?? 0, $attachments['application/pdf'] ?? 0, microtime(true) - $started);
