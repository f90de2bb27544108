<?php
/** Front end of the headless back end: point visitors to the portal. */
$bua_portal = defined('BUA_PORTAL_URL') ? BUA_PORTAL_URL : 'http://localhost:3000';
?><!doctype html>
<html lang="id">
<head><meta charset="utf-8"><title><?php echo esc_html(get_bloginfo('name')); ?></title></head>
<body>
<p>Ini adalah back end konten Portal BUA. Silakan buka portal di
<a href="<?php echo esc_url($bua_portal); ?>"><?php echo esc_html($bua_portal); ?></a>.</p>
</body>
</html>
