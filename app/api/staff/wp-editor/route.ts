import { browserStepResponse } from '@/lib/http/browserStep';
import { isCrossSite } from '@/lib/http/crossSite';
import { editorHandover } from '@/lib/staff/editorHandover';

/**
 * GET /api/staff/wp-editor?post={id} | ?new={type}: sends the browser into WordPress's editor,
 * signed in through a single-use hand-over (lib/staff/editorHandover.ts), or to /login, or answers
 * a page saying why not.
 */
export async function GET(request: Request): Promise<Response> {
  return browserStepResponse(await editorHandover(new URL(request.url), isCrossSite(request)));
}
