import DOMPurify from 'isomorphic-dompurify';

/**
 * WordPress body HTML made safe to render: scripts, event handlers, forms and frames from
 * other origins are removed; links that open a new tab get rel="noopener noreferrer".
 */
export function sanitizePostHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
  return clean.replace(/<a ([^>]*?)target="_blank"([^>]*)>/g, (match, before: string, after: string) =>
    /\brel=/.test(before + after) ? match : `<a ${before}target="_blank" rel="noopener noreferrer"${after}>`,
  );
}
