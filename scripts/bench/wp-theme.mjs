// WordPress rendering the post itself with a bundled theme (Twenty Twenty-One, Debian package
// wordpress-theme-twentytwentyone, 6.1 like core): what an agency would run without a headless
// front end. Only for the measurement: the theme folder and a tiny must-use plugin are copied in,
// and the plugin switches the theme only for loopback requests that carry the bench header, so
// the portal's WordPress (its headless theme, its database) is never changed. Both are removed
// afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { config } from './config.mjs';
import { isRoot, run } from './proc.mjs';

export const THEME = 'twentytwentyone';
export const THEME_HEADER = 'X-Bua-Bench-Theme';

const themesDir = () => path.join(config.wpCore, 'wp-content/themes');
const muPlugin = () => path.join(config.wpCore, 'wp-content/mu-plugins/bua-bench-theme.php');

const MU_PLUGIN = `<?php
/**
 * Plugin Name: Portal BUA bench: theme switch
 * Description: Temporary, written and removed by scripts/bench (wp-theme.mjs). Loopback requests
 * with the header ${THEME_HEADER}: ${THEME} are rendered with that theme; nothing else changes.
 */
if (
    ($_SERVER['HTTP_${THEME_HEADER.toUpperCase().replace(/-/g, '_')}'] ?? '') === '${THEME}'
    && in_array($_SERVER['REMOTE_ADDR'] ?? '', array('127.0.0.1', '::1'), true)
    && is_dir(WP_CONTENT_DIR . '/themes/${THEME}')
) {
    $bua_bench_theme = static function () {
        return '${THEME}';
    };
    add_filter('pre_option_template', $bua_bench_theme);
    add_filter('pre_option_stylesheet', $bua_bench_theme);
    unset($bua_bench_theme);
}
`;

/** The theme's files, from Debian's package (downloaded once into the bench cache). */
async function themeSource(log) {
  const extracted = path.join(config.cacheDir, 'wordpress-theme');
  const source = path.join(extracted, 'usr/share/wordpress/wp-content/themes', THEME);
  if (fs.existsSync(path.join(source, 'style.css'))) return source;
  const debs = path.join(config.cacheDir, 'debs');
  fs.mkdirSync(debs, { recursive: true });
  const opts = isRoot() ? ['-o', 'APT::Sandbox::User=root'] : [];
  await run('apt-get download theme', 'apt-get', ['download', ...opts, `wordpress-theme-${THEME}`], { log, cwd: debs });
  const deb = fs.readdirSync(debs).find((f) => f.startsWith(`wordpress-theme-${THEME}_`) && f.endsWith('.deb'));
  fs.rmSync(extracted, { recursive: true, force: true });
  await run('dpkg -x theme', 'dpkg', ['-x', path.join(debs, deb), extracted], { log });
  return source;
}

/** Copy the theme and the switch in; returns an undo function that removes what was added. */
export async function installBenchTheme(log) {
  const source = await themeSource(log);
  const target = path.join(themesDir(), THEME);
  const addedTheme = !fs.existsSync(target);
  if (addedTheme) fs.cpSync(source, target, { recursive: true, dereference: true });
  fs.mkdirSync(path.dirname(muPlugin()), { recursive: true });
  fs.writeFileSync(muPlugin(), MU_PLUGIN);
  return function removeBenchTheme() {
    fs.rmSync(muPlugin(), { force: true });
    if (addedTheme) fs.rmSync(target, { recursive: true, force: true });
  };
}

/** Headers that make WordPress render with the bundled theme (with installBenchTheme in place). */
export const themeHeaders = { [THEME_HEADER]: THEME };
