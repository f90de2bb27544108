import { escapeXml, orgChartSvg, wrapText } from './orgChartSvg';

describe('wrapText', () => {
  it('wraps on words within the limit', () => {
    expect(wrapText('Subbagian Mutasi Hakim Peradilan Umum dan Militer', 20)).toEqual(['Subbagian Mutasi', 'Hakim Peradilan Umum', 'dan Militer']);
  });
  it('keeps a long single word on its own line and ignores extra spaces', () => {
    expect(wrapText('  Perundang-undangan   bagian ', 10)).toEqual(['Perundang-undangan', 'bagian']);
  });
});

describe('orgChartSvg', () => {
  const chart = orgChartSvg({
    bureauName: 'Biro Uji & Coba',
    leaderTitle: 'Kepala Biro Uji & Coba',
    leaderName: 'Nama <Kepala>',
    units: [
      { name: 'Bagian Satu', subunits: ['Subbagian A', 'Subbagian B'] },
      { name: 'Bagian Dua', subunits: ['Subbagian C'] },
    ],
  });

  it('escapes text and names the chart', () => {
    expect(escapeXml('<a & "b">')).toBe('&lt;a &amp; &quot;b&quot;&gt;');
    expect(chart.svg).toContain('<title id="title">Struktur Organisasi Biro Uji &amp; Coba</title>');
    expect(chart.svg).toContain('Nama &lt;Kepala&gt;');
    expect(chart.svg).not.toContain('<Kepala>');
  });

  it('draws a box per unit and section, and sizes the canvas to fit', () => {
    expect(chart.width).toBe(1200);
    expect(chart.height).toBeGreaterThan(300);
    expect(chart.svg).toContain(`viewBox="0 0 1200 ${chart.height}"`);
    // Head, functional group, 2 divisions, 3 sections, plus the background.
    expect(chart.svg.match(/<rect /g)).toHaveLength(1 + 1 + 1 + 2 + 3);
    for (const text of ['KEPALA BIRO UJI &amp; COBA', 'Kelompok Jabatan', 'Bagian Satu', 'Subbagian C']) expect(chart.svg).toContain(text);
  });
});
