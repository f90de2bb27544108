<?php
/** BUA Headless theme: declare what the block editor needs; render nothing public. */
add_action('after_setup_theme', static function () {
    add_theme_support('post-thumbnails');
    add_theme_support('title-tag');
});
