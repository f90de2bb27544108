import { readJsonBody } from '@/lib/http/body';
import { answerResponse } from '@/lib/http/json';
import { visitorOf } from '@/lib/http/visitor';
import { castVote, MAX_VOTE_BYTES, parseVote } from '@/lib/survey/vote';

/**
 * POST /api/survey {rating, page}: the browser's vote, passed to WordPress with the visitor's
 * trusted address and signed visitor id (lib/survey/vote.ts). A JSON body is required, so a plain
 * form on another site cannot vote in a visitor's name (cross-site JSON needs CORS, which this
 * route does not grant).
 */
export async function POST(request: Request): Promise<Response> {
  const parsed = parseVote(await readJsonBody(request, MAX_VOTE_BYTES));
  if (!parsed.ok) return answerResponse(parsed.answer);
  const visitor = visitorOf(request);
  const answer = await castVote(parsed.vote, visitor);
  return answerResponse(answer, { headers: { 'Set-Cookie': visitor.setCookie } });
}
