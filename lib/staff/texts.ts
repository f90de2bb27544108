import type { StaffType } from './types';
import { typeLabel } from './types';

/** Texts of the staff screens (behaviour §2.15, 2.16, 4 and 8); exact where the spec gives them. */
export const STAFF_TEXTS = {
  adminTitle: 'Dasbor Admin',
  adminWelcome: 'Selamat datang di dasbor manajemen konten',
  redakturTitle: 'Dasbor Redaktur',
  redakturWelcome: 'Tinjau konten biro Anda yang menunggu persetujuan',
  published: 'Diterbitkan',
  processing: 'Diproses',
  manage: (type: StaffType) => `Kelola ${typeLabel(type)}`,
  recentTitle: 'Konten Terbaru',
  pendingTitle: 'Lihat Konten Diproses',
  emptyRecent: 'Tidak ada ungahan terbaru',
  view: 'Lihat',
  edit: 'Edit',
  remove: 'Hapus',
  review: 'Tinjau',
  /** Not in the spec (an editor's review ends in a decision). */
  approve: 'Setujui',
  reject: 'Tolak',
  approved: 'Konten disetujui dan diterbitkan.',
  rejected: 'Konten dikembalikan ke draf.',
  reviewFailed: 'Keputusan tinjauan gagal disimpan. Silakan coba lagi.',
  reviewInvalid: 'Permintaan tinjauan tidak valid.',
  managementTitle: 'Management',
  submissionTitle: 'Status Pengajuan',
  submissionTotal: 'Total',
  create: (type: StaffType) => `Buat ${typeLabel(type)}`,
  backToDashboard: 'Kembali ke Dasbor',
  newTab: '(membuka tab baru)',
  /** Behaviour §8, admin or editor lists. */
  loadFailed: (type: StaffType) => `Failed to load ${type}. Please try again.`,
  loadFailedGeneric: 'Failed to load content. Please try again.',
  retry: 'Coba Lagi',
  /** Behaviour §2.16, editor list states. */
  couldNotLoad: 'Could not load content',
  tryAgain: 'Try Again',
  noneAvailable: (type: StaffType) => `No ${typeLabel(type)} Available`,
  reload: 'Reload',
  loading: 'Memuat…',
  emptyTab: 'Tidak ada konten pada tab ini.',
  sessionExpired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  signInAgain: 'Masuk kembali',
  noBureau: 'Akun Anda belum terhubung ke biro mana pun. Hubungi administrator.',
  partialFailure: 'Sebagian konten gagal dimuat.',
  /** Behaviour §4: the notice after deletions. */
  deletedNotice: (count: number) => `${count} post(s) have been deleted`,
} as const;

/** Behaviour §8, the delete dialogs; {label} is the type's label, e.g. 'Berita', 'SAKIP'. */
export const DELETE_TEXTS = {
  confirmTitle: 'Apakah Anda Yakin?',
  confirmMessage: (label: string) => `Apakah Kamu Ingin Menghapus ${label} Ini?`,
  yes: 'Iya',
  no: 'Tidak',
  successTitle: 'Sukses!',
  successMessage: (label: string) => `${label} Berhasil di Hapus.`,
  failureTitle: 'Error',
  failureMessage: (label: string) => `Gagal menghapus ${label}. Periksa izin Anda.`,
  exceptionMessage: (label: string) => `Terjadi kesalahan saat menghapus ${label}.`,
  /** Extra lines under the failure texts, so the cause is clear (bad input). */
  goneDetail: 'Konten ini sudah tidak ada; mungkin sudah dihapus di tempat lain.',
  forbiddenDetail: 'Konten ini milik biro lain atau akun Anda tidak berhak menghapusnya.',
  close: 'Tutup',
} as const;
