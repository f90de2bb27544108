import { sanitizePostHtml } from '@/lib/content/sanitize';

/** A post's body: WordPress HTML, sanitised on the server. */
export function PostBody({ html }: { html: string }) {
  return <div className="wp-content" dangerouslySetInnerHTML={{ __html: sanitizePostHtml(html) }} />;
}
