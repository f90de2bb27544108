'use client';

/**
 * Shown only when the root layout itself fails (the pages' own errors have error.tsx). It replaces
 * the layout, so it brings its own <html> and plain inline styles: the site's stylesheet comes with
 * the layout. Kept this small because every page loads it with its first scripts; Next's built-in
 * one weighs about three times as much.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="id">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '3rem 1rem', textAlign: 'center', color: '#1e293b' }}>
        <h1 style={{ fontSize: '1.5rem' }}>Terjadi kesalahan</h1>
        <p>Halaman tidak dapat dimuat. Silakan coba lagi.</p>
        {/* A link to this very address: before the scripts run it loads the page again, after it retries in place. */}
        <a
          href=""
          onClick={(event) => {
            event.preventDefault();
            retry();
          }}
          style={{ display: 'inline-block', marginTop: '1rem', padding: '0.5rem 1.25rem', borderRadius: '0.375rem', background: '#175a30', color: '#fff', fontWeight: 600, textDecoration: 'none' }}
        >
          Coba Lagi
        </a>
      </body>
    </html>
  );
}
