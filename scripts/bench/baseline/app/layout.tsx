// The bench's baseline: an empty Next.js App Router page of the portal's own next, react and
// react-dom versions (one <h1>, one <p>, no client component), built and served beside the portal.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="id">
      <body>{children}</body>
    </html>
  );
}
