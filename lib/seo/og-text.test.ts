import { ogSafeText } from './og-text';

describe('ogSafeText', () => {
  it('keeps Indonesian titles with punctuation and accents as they are', () => {
    expect(ogSafeText('Rapat Koordinasi BUA – “Zona Integritas” 2026: Café & Co.', 200)).toBe('Rapat Koordinasi BUA – “Zona Integritas” 2026: Café & Co.');
  });

  it('removes emoji, including joined sequences, flags and skin tones; a keycap keeps its digit', () => {
    expect(ogSafeText('Selamat 🎉 Hari 👨‍👩‍👧 Raya 🇮🇩 1️⃣ 👍🏽 Lebaran ❤️', 200)).toBe('Selamat Hari Raya 1 Lebaran');
  });

  it('removes scripts the bundled font does not cover and collapses spaces', () => {
    expect(ogSafeText('Kunjungan 日本語 delegasi  Ελλάδα  \n resmi', 200)).toBe('Kunjungan delegasi resmi');
  });

  it('cuts long titles at a word with an ellipsis', () => {
    const text = ogSafeText('satu dua tiga empat lima enam tujuh delapan sembilan sepuluh', 30);
    expect(text).toBe('satu dua tiga empat lima…');
    expect([...text].length).toBeLessThanOrEqual(30);
  });

  it('is empty for emoji-only text', () => {
    expect(ogSafeText('🎉🎉', 100)).toBe('');
  });
});
