import { jsonResponse } from '@/lib/http/json';

/**
 * Any /api/… address no route handles: a plain JSON 404 for every method. Without it Next sent
 * such requests to the not-found page, and a form POST there was taken for a server action (500).
 */
function notFound(): Response {
  return jsonResponse({ message: 'Not found' }, { status: 404 });
}

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
