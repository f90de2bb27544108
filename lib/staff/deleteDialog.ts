import type { DeleteOutcomeCode } from './deleteRequest';
import { DELETE_TEXTS, STAFF_TEXTS } from './texts';

export interface DeleteResultDialog {
  kind: 'success' | 'error';
  title: string;
  message: string;
  /** A second line that names the cause, when it is known. */
  detail?: string;
  /** The session has ended: offer to sign in again. */
  signIn?: boolean;
}

/**
 * Behaviour §8's dialogs for an outcome: 'Sukses!' on success; 'Error' with 'Gagal menghapus {label}.
 * Periksa izin Anda.' when the portal or WordPress refused; 'Terjadi kesalahan saat menghapus
 * {label}.' when the request itself failed.
 */
export function deleteResultDialog(code: DeleteOutcomeCode, label: string): DeleteResultDialog {
  switch (code) {
    case 'deleted':
      return { kind: 'success', title: DELETE_TEXTS.successTitle, message: DELETE_TEXTS.successMessage(label) };
    case 'forbidden':
      return { kind: 'error', title: DELETE_TEXTS.failureTitle, message: DELETE_TEXTS.failureMessage(label), detail: DELETE_TEXTS.forbiddenDetail };
    case 'not_found':
      return { kind: 'error', title: DELETE_TEXTS.failureTitle, message: DELETE_TEXTS.failureMessage(label), detail: DELETE_TEXTS.goneDetail };
    case 'session_expired':
      return { kind: 'error', title: DELETE_TEXTS.failureTitle, message: DELETE_TEXTS.failureMessage(label), detail: STAFF_TEXTS.sessionExpired, signIn: true };
    case 'invalid':
      return { kind: 'error', title: DELETE_TEXTS.failureTitle, message: DELETE_TEXTS.failureMessage(label) };
    default:
      return { kind: 'error', title: DELETE_TEXTS.failureTitle, message: DELETE_TEXTS.exceptionMessage(label) };
  }
}
