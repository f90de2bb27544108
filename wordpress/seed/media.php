<?php
/**
 * Media helpers for the demo seed: featured images drawn with GD, small valid PDFs written by hand,
 * and their import into the media library. Loaded by seed.php after WordPress.
 */

const BUA_SEED_FONT_DIR = '/usr/share/fonts/truetype/dejavu/';

/** A 1200x675 JPEG: vertical gradient, soft circles, agency label and a caption. */
function bua_seed_image_jpeg(string $caption, int $top, int $bottom, int $variant): string
{
    $w = 1200;
    $h = 675;
    $im = imagecreatetruecolor($w, $h);
    [$r1, $g1, $b1] = [($top >> 16) & 255, ($top >> 8) & 255, $top & 255];
    [$r2, $g2, $b2] = [($bottom >> 16) & 255, ($bottom >> 8) & 255, $bottom & 255];
    for ($y = 0; $y < $h; $y++) {
        $t = $y / ($h - 1);
        $c = imagecolorallocate($im, (int) ($r1 + ($r2 - $r1) * $t), (int) ($g1 + ($g2 - $g1) * $t), (int) ($b1 + ($b2 - $b1) * $t));
        imageline($im, 0, $y, $w, $y, $c);
    }
    imagealphablending($im, true);

    // Decorative circles, placed differently per image.
    $soft = imagecolorallocatealpha($im, 255, 255, 255, 112);
    for ($k = 0; $k < 3; $k++) {
        $cx = (int) ((($variant * 37 + $k * 431) % 1100) + 100);
        $cy = (int) ((($variant * 53 + $k * 211) % 500) + 40);
        $d = 220 + (($variant + $k) % 4) * 110;
        imagefilledellipse($im, $cx, $cy, $d, $d, $soft);
    }
    // Dark band behind the caption, and a thin accent line.
    imagefilledrectangle($im, 0, $h - 200, $w, $h, imagecolorallocatealpha($im, 0, 0, 0, 80));
    imagefilledrectangle($im, 60, $h - 205, 220, $h - 199, imagecolorallocate($im, 244, 194, 13));

    $white = imagecolorallocate($im, 255, 255, 255);
    $bold = BUA_SEED_FONT_DIR . 'DejaVuSans-Bold.ttf';
    $regular = BUA_SEED_FONT_DIR . 'DejaVuSans.ttf';
    if (function_exists('imagettftext') && is_file($bold) && is_file($regular)) {
        imagettftext($im, 20, 0, 60, 70, $white, $regular, 'BADAN URUSAN ADMINISTRASI');
        imagettftext($im, 14, 0, 60, 100, $white, $regular, 'MAHKAMAH AGUNG REPUBLIK INDONESIA');
        // Largest size (up to 56 pt) at which the caption fits on one line.
        for ($size = 56; $size > 24; $size -= 2) {
            $box = imagettfbbox($size, 0, $bold, $caption);
            if ($box[2] - $box[0] <= $w - 120) {
                break;
            }
        }
        imagettftext($im, $size, 0, 60, $h - 80, $white, $bold, $caption);
    } else {
        bua_seed_builtin_text($im, 'BADAN URUSAN ADMINISTRASI', 60, 50, 2, $white);
        bua_seed_builtin_text($im, $caption, 60, $h - 150, 5, $white);
    }

    ob_start();
    imagejpeg($im, null, 82);
    imagedestroy($im);
    return (string) ob_get_clean();
}

/** Fallback without a TTF font: GD's built-in font, drawn small and scaled up. */
function bua_seed_builtin_text($im, string $text, int $x, int $y, int $scale, int $color): void
{
    $tw = imagefontwidth(5) * strlen($text);
    $th = imagefontheight(5);
    $tmp = imagecreatetruecolor($tw, $th);
    imagealphablending($tmp, false);
    imagefilledrectangle($tmp, 0, 0, $tw, $th, imagecolorallocatealpha($tmp, 0, 0, 0, 127));
    $rgb = imagecolorsforindex($im, $color);
    imagestring($tmp, 5, 0, 0, $text, imagecolorallocate($tmp, $rgb['red'], $rgb['green'], $rgb['blue']));
    imagecopyresampled($im, $tmp, $x, $y, 0, 0, $tw * $scale, $th * $scale, $tw, $th);
    imagedestroy($tmp);
}

/** A minimal valid one-page PDF: a bold first line, then smaller lines (Helvetica, WinAnsi). */
function bua_seed_pdf(array $lines): string
{
    $esc = static function (string $s): string {
        $s = iconv('UTF-8', 'Windows-1252//TRANSLIT', $s);
        return strtr((string) $s, ['\\' => '\\\\', '(' => '\\(', ')' => '\\)']);
    };
    $stream = "BT\n";
    $y = 780;
    foreach ($lines as $n => $line) {
        $font = $n === 0 ? '/F2 16' : '/F1 11';
        foreach (explode("\n", wordwrap($line, $n === 0 ? 55 : 85)) as $part) {
            $stream .= sprintf("%s Tf 1 0 0 1 56 %d Tm (%s) Tj\n", $font, $y, $esc($part));
            $y -= $n === 0 ? 22 : 16;
        }
        $y -= 8;
    }
    $stream .= "ET\n";

    $objects = [
        1 => '<< /Type /Catalog /Pages 2 0 R >>',
        2 => '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        3 => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
        4 => '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        5 => '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
        6 => '<< /Length ' . strlen($stream) . " >>\nstream\n" . $stream . 'endstream',
        7 => '<< /Title (' . $esc($lines[0]) . ') /Producer (Portal BUA demo seed) >>',
    ];
    $pdf = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
    $offsets = [];
    foreach ($objects as $n => $body) {
        $offsets[$n] = strlen($pdf);
        $pdf .= "$n 0 obj\n$body\nendobj\n";
    }
    $xref = strlen($pdf);
    $pdf .= 'xref' . "\n0 " . (count($objects) + 1) . "\n0000000000 65535 f \n";
    foreach ($offsets as $offset) {
        $pdf .= sprintf("%010d 00000 n \n", $offset);
    }
    $pdf .= 'trailer' . "\n<< /Size " . (count($objects) + 1) . " /Root 1 0 R /Info 7 0 R >>\nstartxref\n$xref\n%%EOF\n";
    return $pdf;
}

/** Store bytes in uploads/ and register them as an attachment (with generated sizes for images). */
function bua_seed_attachment(string $filename, string $bytes, string $mime, string $title, int $author, string $alt = ''): int
{
    $upload = wp_upload_bits($filename, null, $bytes);
    if (!empty($upload['error'])) {
        throw new RuntimeException("upload of $filename failed: {$upload['error']}");
    }
    $id = wp_insert_attachment(wp_slash([
        'post_mime_type' => $mime,
        'post_title'     => $title,
        'post_content'   => '',
        'post_status'    => 'inherit',
        'post_author'    => $author,
        'guid'           => $upload['url'],
    ]), $upload['file'], 0, true);
    if (is_wp_error($id)) {
        throw new RuntimeException("attachment $filename: " . $id->get_error_message());
    }
    wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $upload['file']));
    if ($alt !== '') {
        update_post_meta($id, '_wp_attachment_image_alt', $alt);
    }
    update_post_meta($id, '_bua_seed', 1);
    return $id;
}

/** Gutenberg file block linking a PDF attachment. */
function bua_seed_file_block(int $id, string $label): string
{
    $url = wp_get_attachment_url($id);
    $attrs = wp_json_encode(['id' => $id, 'href' => $url], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    $href = esc_url($url);
    return "<!-- wp:file $attrs -->\n"
        . '<div class="wp-block-file"><a href="' . $href . '">' . esc_html($label) . '</a>'
        . '<a href="' . $href . '" class="wp-block-file__button" download>Unduh</a></div>'
        . "\n<!-- /wp:file -->";
}
