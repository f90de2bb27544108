import { draftMode } from 'next/headers';
import { browserStepResponse } from '@/lib/http/browserStep';
import { isCrossSite } from '@/lib/http/crossSite';
import { startPreview } from '@/lib/preview/startPreview';

/**
 * GET /api/preview?type=&id=[&login=&exp=&sig=]: starts the preview of a post not yet published
 * (the rules: lib/preview/startPreview.ts). Turns Draft Mode on and sends the browser to
 * the preview page, or to /login, or answers a page saying why not.
 */
export async function GET(request: Request): Promise<Response> {
  const step = await startPreview(new URL(request.url), isCrossSite(request));
  if (step.preview) (await draftMode()).enable();
  return browserStepResponse(step);
}
