<?php
/**
 * The block showcase post of the demo seed: one berita holding every core block an editor can
 * use, in the markup WordPress 6.1's block editor saves, plus embeds of each allowed provider
 * and two the portal must show as links (behaviour §2.6 "How each block is shown"). Its page is
 * what tests/e2e/content-blocks.spec.ts and the bench's Lighthouse run look at.
 * Loaded by seed.php after WordPress and media.php.
 */

const BUA_SHOWCASE_SLUG = 'galeri-blok-konten';

/** A 2-second 440 Hz tone that fades out: 8 kHz, 8-bit mono PCM WAV. */
function bua_seed_wav(): string
{
    $rate = 8000;
    $samples = '';
    for ($n = 0; $n < 2 * $rate; $n++) {
        $fade = 1 - $n / (2 * $rate);
        $samples .= chr((int) round(128 + 60 * $fade * sin(2 * M_PI * 440 * $n / $rate)));
    }
    $size = strlen($samples);
    return 'RIFF' . pack('V', 36 + $size) . 'WAVE'
        . 'fmt ' . pack('VvvVVvv', 16, 1, 1, $rate, $rate, 1, 8)
        . 'data' . pack('V', $size) . $samples;
}

/** An image block (or a gallery's inner image when $caption is null and $inner is set). */
function bua_showcase_image(int $id, ?string $caption, string $align = '', bool $inner = false): string
{
    $size = $align === 'full' ? 'full' : 'large';
    $url = esc_url(wp_get_attachment_image_url($id, $size));
    $alt = esc_attr(get_post_meta($id, '_wp_attachment_image_alt', true));
    $attrs = ['id' => $id, 'sizeSlug' => $size, 'linkDestination' => 'none'] + ($align ? ['align' => $align] : []);
    $class = 'wp-block-image' . ($align ? " align$align" : '') . " size-$size";
    $caption_html = $caption === null ? '' : '<figcaption class="wp-element-caption">' . esc_html($caption) . '</figcaption>';
    $data_id = $inner ? ' data-id="' . $id . '"' : '';
    return '<!-- wp:image ' . wp_json_encode($attrs) . " -->\n"
        . "<figure class=\"$class\"><img src=\"$url\" alt=\"$alt\"$data_id class=\"wp-image-$id\"/>$caption_html</figure>\n"
        . '<!-- /wp:image -->';
}

/** An embed block as WordPress 6.1 saves it: the address alone in the wrapper. */
function bua_showcase_embed(string $url, string $type, string $provider, string $caption, bool $aspect = true): string
{
    $attrs = ['url' => $url, 'type' => $type, 'providerNameSlug' => $provider, 'responsive' => true]
        + ($aspect ? ['className' => 'wp-embed-aspect-16-9 wp-has-aspect-ratio'] : []);
    $class = "wp-block-embed is-type-$type is-provider-$provider wp-block-embed-$provider"
        . ($aspect ? ' wp-embed-aspect-16-9 wp-has-aspect-ratio' : '');
    return '<!-- wp:embed ' . wp_json_encode($attrs, JSON_UNESCAPED_SLASHES) . " -->\n"
        . "<figure class=\"$class\"><div class=\"wp-block-embed__wrapper\">\n" . esc_url($url) . "\n</div>"
        . '<figcaption class="wp-element-caption">' . esc_html($caption) . "</figcaption></figure>\n"
        . '<!-- /wp:embed -->';
}

/** A Custom HTML block holding a frame, as an editor pastes a provider's embed code. */
function bua_showcase_frame(string $src, string $title, int $width, int $height): string
{
    return "<!-- wp:html -->\n"
        . '<iframe src="' . esc_url($src) . '" width="' . $width . '" height="' . $height . '" title="' . esc_attr($title)
        . '" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>'
        . "\n<!-- /wp:html -->";
}

/**
 * Inserts the showcase post (berita of Biro Hukum dan Humas, about seven months old so it sits
 * among the older news, never first in a list) and fills WordPress's oEmbed cache for its
 * embeds while outbound HTTP is off: content.rendered then never waits on a provider offline.
 */
function bua_seed_showcase(int $author, array $images, array $pdfs, int $media_author, DateTimeImmutable $now): int
{
    $video = bua_seed_attachment('contoh-video.webm', (string) file_get_contents(__DIR__ . '/media/contoh-video.webm'),
        'video/webm', 'Video Contoh Portal BUA', $media_author);
    $audio = bua_seed_attachment('contoh-audio.wav', bua_seed_wav(), 'audio/wav', 'Audio Contoh Portal BUA', $media_author);
    [$pdf_id, $pdf_title] = $pdfs['materi'];
    $p = 'bua_paragraph';

    $blocks = [
        $p('Jakarta – Biro Hukum dan Hubungan Masyarakat menyajikan rangkuman kegiatan sepanjang semester ini dalam satu halaman: foto, video, rekaman suara, tabel capaian, kutipan pimpinan, dokumen, dan peta lokasi kegiatan.'),
        bua_heading('Foto Kegiatan'),
        bua_showcase_image($images[5], 'Kunjungan kerja Biro Hukum dan Humas ke satuan kerja daerah.'),
        "<!-- wp:gallery {\"linkTo\":\"none\"} -->\n<figure class=\"wp-block-gallery has-nested-images columns-default is-cropped\">"
            . bua_showcase_image($images[0], null, '', true) . bua_showcase_image($images[1], null, '', true) . bua_showcase_image($images[3], null, '', true)
            . '<figcaption class="blocks-gallery-caption wp-element-caption">Suasana rapat koordinasi, bimbingan teknis, dan forum diskusi.</figcaption></figure>'
            . "\n<!-- /wp:gallery -->",
        '<!-- wp:video {"id":' . $video . "} -->\n<figure class=\"wp-block-video\"><video controls preload=\"none\" poster=\""
            . esc_url(wp_get_attachment_image_url($images[15], 'large')) . '" src="' . esc_url(wp_get_attachment_url($video)) . '"></video>'
            . '<figcaption class="wp-element-caption">Cuplikan video kegiatan.</figcaption></figure>' . "\n<!-- /wp:video -->",
        '<!-- wp:audio {"id":' . $audio . "} -->\n<figure class=\"wp-block-audio\"><audio controls src=\"" . esc_url(wp_get_attachment_url($audio)) . '"></audio>'
            . '<figcaption class="wp-element-caption">Rekaman sambutan pembukaan.</figcaption></figure>' . "\n<!-- /wp:audio -->",
        bua_heading('Capaian Semester'),
        "<!-- wp:columns -->\n<div class=\"wp-block-columns\"><!-- wp:column -->\n<div class=\"wp-block-column\">"
            . $p('Layanan informasi publik dijawab rata-rata dalam tiga hari kerja, lebih cepat dari batas waktu yang ditetapkan.')
            . "</div>\n<!-- /wp:column -->\n\n<!-- wp:column -->\n<div class=\"wp-block-column\">"
            . $p('Seluruh rancangan peraturan yang diajukan satuan kerja telah dibahas dan diharmonisasi sebelum akhir semester.')
            . "</div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->",
        "<!-- wp:table -->\n<figure class=\"wp-block-table\"><table><thead><tr><th>Layanan</th><th>Target</th><th>Realisasi</th><th>Capaian</th><th>Keterangan</th></tr></thead>"
            . '<tbody><tr><td>Permohonan informasi publik</td><td>120</td><td>134</td><td>111,7%</td><td>Melampaui target</td></tr>'
            . '<tr><td>Pengaduan masyarakat ditindaklanjuti</td><td>80</td><td>76</td><td>95,0%</td><td>Empat pengaduan dalam proses</td></tr>'
            . '<tr><td>Rancangan peraturan diharmonisasi</td><td>12</td><td>12</td><td>100,0%</td><td>Sesuai target</td></tr></tbody></table>'
            . '<figcaption class="wp-element-caption">Capaian layanan Biro Hukum dan Humas semester ini.</figcaption></figure>' . "\n<!-- /wp:table -->",
        "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\">"
            . $p('Informasi yang terbuka dan mudah dipahami adalah bagian dari pelayanan kepada masyarakat.')
            . '<cite>Kepala Biro Hukum dan Hubungan Masyarakat</cite></blockquote>' . "\n<!-- /wp:quote -->",
        "<!-- wp:pullquote -->\n<figure class=\"wp-block-pullquote\"><blockquote><p>Satu halaman, semua cara bercerita.</p><cite>Tim Publikasi BUA</cite></blockquote></figure>\n<!-- /wp:pullquote -->",
        bua_list(['Foto dan galeri kegiatan', 'Video dan rekaman suara', 'Tabel capaian layanan', 'Dokumen dan peta lokasi']),
        "<!-- wp:buttons -->\n<div class=\"wp-block-buttons\"><!-- wp:button -->\n<div class=\"wp-block-button\"><a class=\"wp-block-button__link wp-element-button\" href=\"/berita/biro/humas\">Berita Biro Hukum dan Humas</a></div>\n<!-- /wp:button -->\n\n"
            . "<!-- wp:button {\"className\":\"is-style-outline\"} -->\n<div class=\"wp-block-button is-style-outline\"><a class=\"wp-block-button__link wp-element-button\" href=\"/pengumuman\">Pengumuman</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->",
        "<!-- wp:separator -->\n<hr class=\"wp-block-separator has-alpha-channel-opacity\"/>\n<!-- /wp:separator -->",
        bua_seed_file_block($pdf_id, $pdf_title . ' Kegiatan Semester.pdf'),
        "<!-- wp:code -->\n<pre class=\"wp-block-code\"><code>GET /wp-json/wp/v2/berita?slug=" . BUA_SHOWCASE_SLUG . "&amp;_embed=true</code></pre>\n<!-- /wp:code -->",
        "<!-- wp:preformatted -->\n<pre class=\"wp-block-preformatted\">Jadwal layanan informasi:\nSenin–Kamis  08.00–16.00 WIB\nJumat        08.00–16.30 WIB</pre>\n<!-- /wp:preformatted -->",
        bua_showcase_image($images[15], 'Gedung Badan Urusan Administrasi (lebar).', 'wide'),
        bua_showcase_image($images[13], 'Apel pagi pegawai (selebar layar).', 'full'),
        bua_heading('Video, Dokumen, dan Peta'),
        bua_showcase_embed('https://www.youtube.com/watch?v=M7lc1UVf-VE', 'video', 'youtube', 'Video profil layanan di YouTube.'),
        bua_showcase_embed('https://vimeo.com/76979871', 'video', 'vimeo', 'Video dokumentasi di Vimeo.'),
        bua_showcase_frame('https://docs.google.com/document/d/1BuaContohDokumenPortal2026/preview', 'Pedoman Layanan Informasi Publik', 640, 480),
        bua_showcase_frame('https://maps.google.com/maps?q=Mahkamah+Agung+Republik+Indonesia&z=16&output=embed', 'Lokasi Gedung Mahkamah Agung RI', 600, 450),
        bua_showcase_frame('https://widget.example.org/denah-gedung-bua', 'Denah Gedung BUA', 600, 400),
        bua_showcase_embed('https://www.instagram.com/p/BUAdemo2026/', 'rich', 'instagram', 'Unggahan di Instagram.', false),
        $p('Demikian rangkuman kegiatan ini disampaikan sebagai bahan informasi bagi masyarakat.'),
    ];

    $when = $now->modify('-210 days')->setTime(10, 0);
    $id = bua_insert_post([
        'post_type'    => 'berita',
        'post_status'  => 'publish',
        'post_title'   => 'Galeri Blok Konten: Rangkuman Kegiatan Biro Hukum dan Humas',
        'post_name'    => BUA_SHOWCASE_SLUG,
        'post_content' => implode("\n\n", $blocks),
        'post_author'  => $author,
    ], $when, ['bua_bureau' => 'humas', '_thumbnail_id' => $images[15]]);
    // WordPress filters pasted frames out of a bureau admin's writing (no unfiltered_html); the
    // showcase keeps them as an administrator's post in the bureau's name would.
    global $wpdb;
    $wpdb->update($wpdb->posts, ['post_content' => implode("\n\n", $blocks)], ['ID' => $id]);
    clean_post_cache($id);

    // WordPress's oEmbed runs when content.rendered is built; offline it cannot reach YouTube or
    // Vimeo, so its verdict ("unknown": the address stays a link) is cached with the post now.
    $GLOBALS['post'] = get_post($id);
    setup_postdata($GLOBALS['post']);
    apply_filters('the_content', $GLOBALS['post']->post_content);
    wp_reset_postdata();
    return $id;
}
