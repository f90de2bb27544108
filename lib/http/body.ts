/**
 * Reading request bodies with a ceiling. Route handlers get no size limit from Next, so a hostile
 * client could make the server buffer any amount; these stop at `maxBytes` and say why, for the
 * route to answer 413/415/400 (a malformed body is a 4xx, never a 5xx).
 */
export type BodyResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 413 | 415 };

/** The raw body as text, or 413 past `maxBytes` (checked on Content-Length first, then while reading). */
export async function readBodyText(request: Request, maxBytes: number): Promise<BodyResult<string>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, value: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400 };
  }
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** The request's media type, lower case and without parameters (`application/json; charset=utf-8` → `application/json`). */
export function mediaTypeOf(request: Request): string | undefined {
  return request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
}

/** A JSON body: 415 unless Content-Type is application/json, 413 past `maxBytes`, 400 if not JSON. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult<unknown>> {
  if (mediaTypeOf(request) !== 'application/json') return { ok: false, status: 415 };
  const text = await readBodyText(request, maxBytes);
  if (!text.ok) return text;
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return { ok: false, status: 400 };
  }
}
