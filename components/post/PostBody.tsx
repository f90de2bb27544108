import { FRAME_ATTRIBUTE } from '@/lib/content/embeds/providers';
import { sanitizePostHtml } from '@/lib/content/sanitize';
import { EmbedActivator } from './EmbedActivator';
import '@/app/wp-content.css';

/**
 * A post's body: WordPress HTML, sanitised on the server, embeds as light posters. Only a body
 * with a poster brings the small client part that turns one into the provider's frame.
 */
export function PostBody({ html }: { html: string }) {
  const clean = sanitizePostHtml(html);
  return (
    <>
      <div className="wp-content" dangerouslySetInnerHTML={{ __html: clean }} />
      {clean.includes(FRAME_ATTRIBUTE) && <EmbedActivator />}
    </>
  );
}
