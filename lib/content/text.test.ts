import { htmlToText, truncateChars, truncateWords } from './text';

describe('htmlToText', () => {
  it('strips tags, decodes entities and collapses spaces', () => {
    expect(htmlToText('<p>Rapat&nbsp;Kerja &#8211; <strong>BUA</strong></p>\n<p>2026</p>')).toBe('Rapat Kerja – BUA 2026');
  });
  it('drops script and style content', () => {
    expect(htmlToText('<script>alert(1)</script><p>Aman</p>')).toBe('Aman');
  });
});

describe('truncateWords', () => {
  it('keeps short text and cuts long text with an ellipsis (breadcrumb: 5 words)', () => {
    expect(truncateWords('Satu dua tiga', 5)).toBe('Satu dua tiga');
    expect(truncateWords('Rapat Koordinasi Nasional Badan Urusan Administrasi 2026', 5)).toBe('Rapat Koordinasi Nasional Badan Urusan...');
  });
});

describe('truncateChars', () => {
  it('cuts at 150 characters with an ellipsis', () => {
    const text = 'a'.repeat(200);
    expect(truncateChars(text, 150)).toBe(`${'a'.repeat(150)}...`);
    expect(truncateChars('pendek', 150)).toBe('pendek');
  });
});
