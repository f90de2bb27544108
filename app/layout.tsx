import type { Metadata, Viewport } from 'next';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { VisitTracker } from '@/components/analytics/VisitTracker';
import { OfflineSupport } from '@/components/offline/OfflineSupport';
import { siteConfig } from '@/lib/config';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: 'Badan Urusan Administrasi Mahkamah Agung RI',
    template: '%s | BUA Mahkamah Agung RI',
  },
  description: 'Portal berita dan informasi Badan Urusan Administrasi Mahkamah Agung Republik Indonesia.',
  openGraph: { siteName: 'Badan Urusan Administrasi Mahkamah Agung RI', locale: 'id_ID', type: 'website' },
};

export const viewport: Viewport = { themeColor: '#124625', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="id">
      <body className="flex min-h-screen flex-col">
        <a href="#konten" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-900">
          Langsung ke konten
        </a>
        <SiteHeader />
        <main id="konten" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <VisitTracker />
        <OfflineSupport />
      </body>
    </html>
  );
}
