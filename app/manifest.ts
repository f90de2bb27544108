import type { MetadataRoute } from 'next';

/**
 * The web app manifest: the portal installs on a phone as an app (behaviour §9). The icons are the
 * agency's logo (public/images/logo-ma.svg) at 60 % on the brand green, inside the safe zone of a
 * maskable icon, rendered once with sharp.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Badan Urusan Administrasi Mahkamah Agung RI',
    short_name: 'BUA MA RI',
    description: 'Portal berita dan informasi Badan Urusan Administrasi Mahkamah Agung Republik Indonesia.',
    lang: 'id',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#124625',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
