import { outcomeOfWpStatus, parsePostTarget } from './deleteRequest';

describe('parsePostTarget (behaviour §5: an id and a type)', () => {
  it('accepts a positive integer id and one of the five types', () => {
    expect(parsePostTarget({ type: 'berita', id: '289' })).toEqual({ type: 'berita', id: 289 });
    expect(parsePostTarget({ type: 'sakip', id: '1' })).toEqual({ type: 'sakip', id: 1 });
  });

  it.each([
    ['unknown type', { type: 'halaman', id: '1' }],
    ['upper-case type', { type: 'BERITA', id: '1' }],
    ['missing type', { id: '1' }],
    ['missing id', { type: 'berita' }],
    ['zero', { type: 'berita', id: '0' }],
    ['negative', { type: 'berita', id: '-1' }],
    ['decimal', { type: 'berita', id: '1.5' }],
    ['exponent', { type: 'berita', id: '1e3' }],
    ['hex', { type: 'berita', id: '0x10' }],
    ['leading zero', { type: 'berita', id: '012' }],
    ['spaces', { type: 'berita', id: ' 12' }],
    ['sign', { type: 'berita', id: '+12' }],
    ['too large', { type: 'berita', id: '99999999999999999' }],
    ['a number, not text', { type: 'berita', id: 12 }],
    ['an array', { type: ['berita'], id: '12' }],
  ])('refuses %s', (_, params) => {
    expect(parsePostTarget(params)).toBeNull();
  });
});

describe("outcomeOfWpStatus: WordPress's answers as delete outcomes (401 ended session, 403 other bureau, 404/410 gone, others failed)", () => {
  it.each([
    [401, 'session_expired'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [410, 'not_found'],
    [500, 'failed'],
    [0, 'failed'],
  ])('%i → %s', (status, outcome) => {
    expect(outcomeOfWpStatus(status)).toBe(outcome);
  });
});
