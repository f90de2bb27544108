import { extractPdfLinks, isPdfUrl, removePdfFileBlocks } from './pdf';

describe('isPdfUrl (behaviour §5)', () => {
  it.each([
    'https://cms.bua.test/wp-content/uploads/2026/03/laporan.pdf',
    'https://cms.bua.test/uploads/LAPORAN.PDF',
    '  https://cms.bua.test/uploads/laporan.pdf  ',
    'https://cms.bua.test/uploads/laporan.pdf?ver=2',
    'https://cms.bua.test/download/pdf/123',
    'data:application/pdf;base64,JVBERi0x',
    'https://cms.bua.test/file?type=application/pdf&id=4',
  ])('accepts %p', (url) => {
    expect(isPdfUrl(url)).toBe(true);
  });

  it.each([
    'https://cms.bua.test/uploads/laporan.pdfx',
    'https://cms.bua.test/pdf.html',
    'https://cms.bua.test/uploads/laporan.docx',
    'https://cms.bua.test/pdf',
    'https://cms.bua.test/laporan-pdf',
    'https://cms.bua.test/uploads/laporan.pdf#page=2',
    '',
  ])('rejects %p', (url) => {
    expect(isPdfUrl(url)).toBe(false);
  });
});

const FILE_BLOCK =
  '<div class="wp-block-file"><a id="wp-block-file--media-1a2b" href="https://cms.bua.test/wp-content/uploads/2026/03/laporan-kinerja.pdf">Laporan Kinerja 2025</a>' +
  '<a href="https://cms.bua.test/wp-content/uploads/2026/03/laporan-kinerja.pdf" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-1a2b">Unduh</a></div>';

describe('extractPdfLinks', () => {
  it('gives one entry per WordPress file block, with the name link text', () => {
    expect(extractPdfLinks(`<p>Intro</p>${FILE_BLOCK}`, 'PDF Document')).toEqual([
      { url: 'https://cms.bua.test/wp-content/uploads/2026/03/laporan-kinerja.pdf', filename: 'Laporan Kinerja 2025' },
    ]);
  });

  it('uses the default name when the link text is empty', () => {
    const html =
      '<div class="wp-block-file"><a href="https://cms.bua.test/u/a.pdf"></a><a href="https://cms.bua.test/u/a.pdf" class="wp-block-file__button" download>Unduh</a></div>';
    expect(extractPdfLinks(html, 'PDF Document')).toEqual([{ url: 'https://cms.bua.test/u/a.pdf', filename: 'PDF Document' }]);
    expect(extractPdfLinks('<a href="https://cms.bua.test/u/b.pdf"> <img src="x.png" alt=""> </a>', 'Dokumen SAKIP')).toEqual([
      { url: 'https://cms.bua.test/u/b.pdf', filename: 'Dokumen SAKIP' },
    ]);
  });

  it('ignores links that are not PDFs and keeps the order of the rest', () => {
    const html =
      '<p><a href="https://bua.test/berita">Berita</a> <a href="https://cms.bua.test/u/satu.pdf">Satu</a></p>' +
      '<a href="https://cms.bua.test/u/dua.docx">Dua</a><a href="https://cms.bua.test/pdf/3">Tiga</a>';
    expect(extractPdfLinks(html, 'PDF Document')).toEqual([
      { url: 'https://cms.bua.test/u/satu.pdf', filename: 'Satu' },
      { url: 'https://cms.bua.test/pdf/3', filename: 'Tiga' },
    ]);
    expect(extractPdfLinks('<p>Tanpa tautan</p>', 'PDF Document')).toEqual([]);
  });

  it('decodes entity-encoded addresses and link texts, and strips inner tags', () => {
    const html = '<a href="https://cms.bua.test/u/laporan.pdf?ver=1&amp;lang=id"><strong>Laporan &amp; Evaluasi</strong>\n 2025</a>';
    expect(extractPdfLinks(html, 'PDF Document')).toEqual([{ url: 'https://cms.bua.test/u/laporan.pdf?ver=1&lang=id', filename: 'Laporan & Evaluasi 2025' }]);
  });

  it("reads single-quoted and unquoted hrefs", () => {
    expect(extractPdfLinks("<a class='x' href='https://cms.bua.test/u/a.pdf'>A</a><a href=https://cms.bua.test/u/b.pdf>B</a>", 'PDF Document')).toEqual([
      { url: 'https://cms.bua.test/u/a.pdf', filename: 'A' },
      { url: 'https://cms.bua.test/u/b.pdf', filename: 'B' },
    ]);
  });
});

describe('removePdfFileBlocks', () => {
  it('removes PDF file blocks and keeps the rest of the body and non-PDF file blocks', () => {
    const docBlock = '<div class="wp-block-file"><a href="https://cms.bua.test/u/surat.docx">Surat</a></div>';
    const html = `<p>Intro</p>${FILE_BLOCK}<p>Penutup <a href="https://cms.bua.test/u/lain.pdf">lampiran</a></p>${docBlock}`;
    expect(removePdfFileBlocks(html)).toBe(`<p>Intro</p><p>Penutup <a href="https://cms.bua.test/u/lain.pdf">lampiran</a></p>${docBlock}`);
  });

  it('removes blocks with extra classes and leaves a body without blocks unchanged', () => {
    const block = '<div class="wp-block-file alignwide" id="f"><a href="https://cms.bua.test/u/a.pdf">A</a></div>';
    expect(removePdfFileBlocks(`<h2>Judul</h2>${block}`)).toBe('<h2>Judul</h2>');
    expect(removePdfFileBlocks('<div class="wp-block-group"><p>x</p></div>')).toBe('<div class="wp-block-group"><p>x</p></div>');
  });
});

describe('file blocks whose name links to the attachment page', () => {
  it('names the PDF after the name link, not the download button', () => {
    const html =
      '<div class="wp-block-file"><a href="http://wp.test/lampiran/surat-edaran/">Surat Edaran 2026</a>' +
      '<a href="http://wp.test/uploads/se-2026.pdf" class="wp-block-file__button" download>Unduh</a></div>';
    expect(extractPdfLinks(html, 'PDF Document')).toEqual([{ url: 'http://wp.test/uploads/se-2026.pdf', filename: 'Surat Edaran 2026' }]);
    expect(removePdfFileBlocks(html)).toBe('');
  });

  it('reads href, never data-href', () => {
    expect(extractPdfLinks('<a data-href="x.pdf" href="/halaman">Halaman</a>', 'PDF Document')).toEqual([]);
  });
});
