/** @jest-environment node */
import { indexFilling, syncSearchIndex } from './schedule';
import { catchUp, fillUnfinished, indexIsEmpty, reindexAll } from './sync';

// The schedule's own decisions only: the passes themselves are tested against real engines
// (searchIndex.engine.test.ts, engine.test.ts).
jest.mock('server-only', () => ({}));
jest.mock('./engine', () => ({ searchEngine: async () => ({ kind: 'pglite' }) }));
jest.mock('./sync', () => ({ catchUp: jest.fn(), fillUnfinished: jest.fn(), indexIsEmpty: jest.fn(), reindexAll: jest.fn() }));
jest.mock('@/lib/log/logger.cjs', () => ({ logEvent: jest.fn() }));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

beforeEach(() => jest.resetAllMocks());

test('searches are told the index is filling while, and only while, a fill runs', async () => {
  mocked(fillUnfinished).mockResolvedValue(false);
  mocked(indexIsEmpty).mockResolvedValue(true);
  const during: boolean[] = [];
  mocked(reindexAll).mockImplementation(async () => {
    during.push(indexFilling());
    return 3;
  });
  expect(indexFilling()).toBe(false);
  await syncSearchIndex();
  expect(during).toEqual([true]);
  expect(indexFilling()).toBe(false);
});

test('a fill WordPress interrupts is still told until a later pass completes it', async () => {
  mocked(fillUnfinished).mockResolvedValue(true);
  mocked(reindexAll).mockRejectedValueOnce(new Error('WordPress unavailable')).mockResolvedValueOnce(5);
  await syncSearchIndex();
  expect(indexFilling()).toBe(true);
  await syncSearchIndex();
  expect(reindexAll).toHaveBeenCalledTimes(2);
  expect(indexFilling()).toBe(false);
});

test('a catch-up of a kept index is not a fill', async () => {
  mocked(fillUnfinished).mockResolvedValue(false);
  mocked(indexIsEmpty).mockResolvedValue(false);
  mocked(catchUp).mockImplementation(async () => {
    expect(indexFilling()).toBe(false);
    return 2;
  });
  await syncSearchIndex();
  expect(catchUp).toHaveBeenCalledTimes(1);
  expect(reindexAll).not.toHaveBeenCalled();
});
