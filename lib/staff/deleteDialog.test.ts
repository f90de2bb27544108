import { deleteResultDialog } from './deleteDialog';
import { DELETE_TEXTS, STAFF_TEXTS } from './texts';

describe('delete dialogs (behaviour §8)', () => {
  it('confirm texts', () => {
    expect(DELETE_TEXTS.confirmTitle).toBe('Apakah Anda Yakin?');
    expect(DELETE_TEXTS.confirmMessage('Berita')).toBe('Apakah Kamu Ingin Menghapus Berita Ini?');
    expect([DELETE_TEXTS.yes, DELETE_TEXTS.no]).toEqual(['Iya', 'Tidak']);
  });

  it("success: 'Sukses!' / '{label} Berhasil di Hapus.'", () => {
    expect(deleteResultDialog('deleted', 'Pengumuman')).toEqual({ kind: 'success', title: 'Sukses!', message: 'Pengumuman Berhasil di Hapus.' });
  });

  it("refused: 'Error' / 'Gagal menghapus {label}. Periksa izin Anda.' with the cause", () => {
    for (const code of ['forbidden', 'not_found', 'session_expired', 'invalid'] as const) {
      const dialog = deleteResultDialog(code, 'SAKIP');
      expect(dialog.title).toBe('Error');
      expect(dialog.message).toBe('Gagal menghapus SAKIP. Periksa izin Anda.');
    }
    expect(deleteResultDialog('session_expired', 'SAKIP')).toMatchObject({ detail: STAFF_TEXTS.sessionExpired, signIn: true });
    expect(deleteResultDialog('not_found', 'SAKIP').detail).toBe(DELETE_TEXTS.goneDetail);
  });

  it("exception: 'Terjadi kesalahan saat menghapus {label}.'", () => {
    expect(deleteResultDialog('failed', 'Artikel')).toEqual({ kind: 'error', title: 'Error', message: 'Terjadi kesalahan saat menghapus Artikel.' });
  });

  it("the notice: 'N post(s) have been deleted'", () => {
    expect(STAFF_TEXTS.deletedNotice(1)).toBe('1 post(s) have been deleted');
    expect(STAFF_TEXTS.deletedNotice(3)).toBe('3 post(s) have been deleted');
  });
});
