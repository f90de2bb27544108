import type { NextConfig } from 'next';
import type { RemotePattern } from 'next/dist/shared/lib/image-config';

/** WordPress media host, so next/image may optimise its uploads. */
function wordpressImagePattern(): RemotePattern {
  const url = new URL(process.env.WORDPRESS_URL || 'http://127.0.0.1:8881');
  return {
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    hostname: url.hostname,
    port: url.port,
    pathname: '/**',
  };
}

const wordpressHost = new URL(process.env.WORDPRESS_URL || 'http://127.0.0.1:8881').hostname;
const isLoopback = ['127.0.0.1', 'localhost', '::1'].includes(wordpressHost);

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

const nextConfig: NextConfig = {
  output: 'standalone',
  // A second build or dev server (e.g. a helper's) can write elsewhere: NEXT_DIST_DIR=.next-dev-a.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: {
    remotePatterns: [wordpressImagePattern()],
    // The local WordPress serves media from 127.0.0.1, which the optimiser refuses by default.
    dangerouslyAllowLocalIP: isLoopback,
    formats: ['image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  async redirects() {
    // Spec 2.1: /biro/{id} is the bureau's news list; /biro/{id}/{type} the bureau list of that type.
    return [
      { source: '/biro/:bureauId', destination: '/berita/biro/:bureauId', permanent: true },
      { source: '/biro/:bureauId/:type(artikel|pengumuman|undangan)', destination: '/:type/biro/:bureauId', permanent: true },
      { source: '/admin-dashboard', destination: '/admin', permanent: false },
      { source: '/admin/sakip', destination: '/admin-sakip', permanent: false },
    ];
  },
};

export default nextConfig;
