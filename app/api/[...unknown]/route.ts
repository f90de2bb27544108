/**
 * Any /api/… address no route handles: a plain JSON 404 for every method. Without it Next sent
 * such requests to the not-found page, and a form POST there was taken for a server action (500).
 */
function notFound(): Response {
  return Response.json({ message: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
