import { announcementExcerpt, NO_DETAIL_TEXT } from './excerpt';

describe('announcementExcerpt (behaviour §2.5)', () => {
  it('uses the excerpt the author wrote', () => {
    expect(announcementExcerpt({ manualExcerpt: ' Jadwal rapat. ', contentHtml: '<p>Isi</p>' })).toBe('Jadwal rapat.');
  });
  it('falls back to the first 150 characters of the stripped body', () => {
    const body = `<p>${'Pengumuman penting bagi seluruh pegawai. '.repeat(10)}</p>`;
    const result = announcementExcerpt({ manualExcerpt: null, contentHtml: body });
    expect(result.endsWith('...')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(153);
    expect(result.startsWith('Pengumuman penting bagi seluruh pegawai.')).toBe(true);
  });
  it("says 'Tidak ada detail' when there is nothing", () => {
    expect(NO_DETAIL_TEXT).toBe('Tidak ada detail');
    expect(announcementExcerpt({ manualExcerpt: '', contentHtml: '<p> </p>' })).toBe('Tidak ada detail');
  });
});
