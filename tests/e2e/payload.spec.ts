import { expect, test } from './fixtures';
import { wpPosts } from './helpers/wp';

/**
 * A post's body is sent once in each form of its page: once in the HTML a browser paints, once in
 * the RSC payload that hydrates it (the server's output, which no client component repeats in its
 * props), never a second time in either.
 */

/**
 * A run of the body's plain text, letters and spaces only, so it reads the same in HTML and in JSON;
 * the last such run, since the page's description and excerpt repeat the body's opening words.
 */
function sentenceOf(renderedBody: string): string {
  const text = renderedBody.replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ').replace(/\s+/g, ' ');
  const sentence = [...text.matchAll(/[A-Za-z][A-Za-z ]{38}[A-Za-z]/g)].at(-1)?.[0];
  if (!sentence) throw new Error(`no plain sentence of 40 letters in the body: ${text.slice(0, 200)}`);
  return sentence;
}

const count = (text: string, part: string) => text.split(part).length - 1;

test('a detail page carries its post body once in its HTML and once in its payload, in no client component’s props', async ({ request }) => {
  const [post] = await wpPosts(request, 'berita', { bureau: 'humas', per_page: 1 });
  const path = `/berita/biro/humas/${post!.slug}`;
  const sentence = sentenceOf(post!.content.rendered);
  const html = await (await request.get(path)).text();
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join('\n');
  const painted = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
  expect(count(painted, sentence), `${path}: "${sentence}" in the painted HTML`).toBe(1);
  expect(count(scripts, sentence), `${path}: "${sentence}" in the payload inlined in the HTML`).toBe(1);
  const flight = await request.get(path, { headers: { RSC: '1' } });
  expect(flight.status()).toBe(200);
  const payload = await flight.text();
  expect(count(payload, sentence), `${path}: "${sentence}" in the RSC payload of a client navigation`).toBe(1);
  // The element that holds it is a host element of the server's output ("$","div"), not a client
  // component (the payload's lazy references, "$","$L…"). A long text is a row of its own
  // ("45:T480,…"), which the element names ("$45").
  const at = payload.indexOf(sentence);
  const lastRow = [...payload.slice(0, at).matchAll(/\n([0-9a-f]+):T([0-9a-f]+),/g)].at(-1);
  // (Its length is in bytes, never fewer than its characters.)
  const textRow = lastRow && lastRow.index + lastRow[0].length + parseInt(lastRow[2]!, 16) >= at ? lastRow : undefined;
  const holderAt = textRow ? payload.indexOf(`"$${textRow[1]}"`) : at;
  expect(holderAt, `${path}: the element naming the body's text row`).toBeGreaterThan(0);
  const element = payload.slice(0, holderAt).lastIndexOf('["$","');
  expect(payload.slice(element, element + 12), `${path}: the element holding the body`).toMatch(/^\["\$","[a-z]/);
});
