/**
 * The 1200×630 share picture, drawn by next/og (satori: flexbox and inline styles only). The
 * featured image fills the frame under a dark gradient for legible text; without one, the brand's
 * green and gold stand in. Texts must already be made safe with ogSafeText.
 */
export function ShareImage({ title, kicker, siteName, background }: { title: string; kicker: string; siteName: string; background: string | null }) {
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', position: 'relative', fontFamily: 'Geist', backgroundColor: '#124625' }}>
      {background ? (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img>, next/image does not apply
        <img src={background} alt="" width={1200} height={630} style={{ position: 'absolute', top: 0, left: 0, width: 1200, height: 630, objectFit: 'cover' }} />
      ) : (
        <div style={{ position: 'absolute', top: 0, left: 0, width: 1200, height: 630, display: 'flex', backgroundImage: 'linear-gradient(135deg, #0c3219 0%, #124625 55%, #1d6b3a 100%)' }} />
      )}
      {background && (
        <div
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: 1200,
            height: 630,
            display: 'flex',
            backgroundImage: 'linear-gradient(180deg, rgba(0,0,0,0.05) 0%, rgba(0,0,0,0.35) 45%, rgba(0,0,0,0.85) 100%)',
          }}
        />
      )}
      <div style={{ position: 'absolute', left: 0, top: 0, width: 16, height: 630, backgroundColor: '#c9a227', display: 'flex' }} />
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width: '100%', height: '100%', padding: '56px 72px 56px 88px', color: '#ffffff' }}>
        <div style={{ display: 'flex', fontSize: 26, fontWeight: 700, letterSpacing: 2, color: '#e0b84a', textTransform: 'uppercase' }}>{kicker}</div>
        <div style={{ display: 'flex', marginTop: 18, fontSize: title.length > 90 ? 48 : 58, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
        <div style={{ display: 'flex', marginTop: 30, fontSize: 24, fontWeight: 400, color: '#e2e8f0' }}>{siteName}</div>
      </div>
    </div>
  );
}
