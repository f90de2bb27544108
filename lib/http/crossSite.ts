/**
 * A request another site made the browser send: Sec-Fetch-Site other than same-origin or none
 * (none is a typed address or a bookmark). A request without the header is not refused here.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  return Boolean(site && site !== 'same-origin' && site !== 'none');
}
