import { MAX_NOTICE_BYTES, receiveNotice } from '@/lib/webhook/receive';
import { readBodyText } from '@/lib/http/body';
import { answerResponse, jsonResponse } from '@/lib/http/json';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/lib/wp/webhook/signature';

/**
 * POST /api/revalidate: the plugin's signed notice that a post changed, or that a user's sessions
 * ended (lib/webhook/receive.ts). 401 for a bad signature, 409 for a repeated delivery.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readBodyText(request, MAX_NOTICE_BYTES);
  if (!read.ok) return jsonResponse({ message: read.status === 413 ? 'Payload too large' : 'Unreadable body' }, { status: read.status });
  const answer = await receiveNotice({ body: read.value, timestamp: request.headers.get(TIMESTAMP_HEADER), signature: request.headers.get(SIGNATURE_HEADER) });
  return answerResponse(answer);
}
