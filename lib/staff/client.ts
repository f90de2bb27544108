import { HttpStatusError } from '@/lib/http/statusError';
import type { DeleteAnswer, DeleteOutcomeCode } from './deleteRequest';
import { deleteUrl } from './keys';
import type { StaffType } from './types';

/** A failed staff data request: status 401 is an ended session, the screens say so. */
export class StaffFetchError extends HttpStatusError {
  /** Always set: the route's code, else 'network' or 'failed'. */
  declare readonly code: string;

  constructor(message: string, status: number, code: string) {
    super('StaffFetchError', message, status, code);
  }

  get sessionExpired(): boolean {
    return this.status === 401;
  }
}

function bodyField(body: unknown, field: 'message' | 'code'): string | undefined {
  if (!body || typeof body !== 'object' || !(field in body)) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value ? value : undefined;
}

/** The SWR fetcher of the staff lists (same-origin routes under /api/staff, session cookie). */
export async function staffFetcher<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store', credentials: 'same-origin' });
  } catch {
    throw new StaffFetchError('Network error occurred', 0, 'network');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new StaffFetchError(bodyField(body, 'message') ?? `HTTP error ${response.status}`, response.status, bodyField(body, 'code') ?? 'failed');
  }
  return body as T;
}

const CODES: readonly DeleteOutcomeCode[] = ['deleted', 'invalid', 'session_expired', 'forbidden', 'not_found', 'failed'];

function codeOfStatus(status: number): DeleteOutcomeCode {
  if (status === 401) return 'session_expired';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 400) return 'invalid';
  return 'failed';
}

/** Asks the portal to delete a post; never throws: a network failure is the 'failed' outcome. */
export async function requestDelete(type: StaffType, id: number): Promise<DeleteAnswer> {
  let response: Response;
  try {
    response = await fetch(deleteUrl(type, id), { method: 'DELETE', headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    return { code: 'failed', message: 'Network error occurred' };
  }
  const body: unknown = await response.json().catch(() => null);
  const code = bodyField(body, 'code') as DeleteOutcomeCode | undefined;
  if (response.ok) return { code: code === 'deleted' ? 'deleted' : 'failed', message: bodyField(body, 'message') ?? '' };
  return {
    code: code && CODES.includes(code) && code !== 'deleted' ? code : codeOfStatus(response.status),
    message: bodyField(body, 'message') ?? `HTTP error ${response.status}`,
  };
}

/** An editor's approve or reject (see app/api/staff/posts/…/review); never throws. */
export async function requestReview(type: StaffType, id: number, decision: 'approve' | 'reject'): Promise<{ ok: boolean; message: string }> {
  let response: Response;
  try {
    response = await fetch(`${deleteUrl(type, id)}/review`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ decision }),
    });
  } catch {
    return { ok: false, message: 'Network error occurred' };
  }
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, message: bodyField(body, 'message') ?? `HTTP error ${response.status}` };
}
