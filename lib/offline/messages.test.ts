import { asksToTakeOver, manifestBuild, OFFLINE_MESSAGES } from './messages';

const BUILD = '1c1213dd-82a7-42ea-97ff-a3d9de75c166';

describe("a new build's worker takes over only for a page of its own build", () => {
  it("reads its build from the offline page's revision in its manifest", () => {
    expect(manifestBuild(['/a.js', { url: '/other', revision: 'x' }, { url: '/offline', revision: BUILD }], '/offline')).toBe(BUILD);
    expect(manifestBuild([{ url: '/offline', revision: null }], '/offline')).toBeUndefined();
    expect(manifestBuild(['/offline'], '/offline')).toBeUndefined();
    expect(manifestBuild(undefined, '/offline')).toBeUndefined();
  });

  it('takes over when a page of the same build asks', () => {
    expect(asksToTakeOver({ type: OFFLINE_MESSAGES.takeOver, build: BUILD }, BUILD)).toBe(true);
  });

  it("stays waiting for a page of another build, an empty build, Serwist's own word or any other message", () => {
    expect(asksToTakeOver({ type: OFFLINE_MESSAGES.takeOver, build: 'an-older-build' }, BUILD)).toBe(false);
    expect(asksToTakeOver({ type: OFFLINE_MESSAGES.takeOver, build: '' }, BUILD)).toBe(false);
    expect(asksToTakeOver({ type: OFFLINE_MESSAGES.takeOver, build: '' }, undefined)).toBe(false);
    expect(asksToTakeOver({ type: 'SKIP_WAITING' } as never, BUILD)).toBe(false);
    expect(asksToTakeOver({ type: OFFLINE_MESSAGES.savePage, url: '/', chunks: [] }, BUILD)).toBe(false);
    expect(asksToTakeOver(null, BUILD)).toBe(false);
  });
});
