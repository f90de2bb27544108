/** @jest-environment node */
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { getPosts, WpError } from '@/lib/wp';
import { loadArchivePage } from './archive';

jest.mock('@/lib/wp', () => ({ ...jest.requireActual('@/lib/wp'), getPosts: jest.fn() }));
const postsMock = jest.mocked(getPosts);

const outage = () => new WpError('Network error occurred', 0);

afterEach(() => {
  delete process.env.NEXT_PHASE;
  jest.clearAllMocks();
});

describe('loadArchivePage', () => {
  it('is null past the last page (WordPress answers rest_post_invalid_page_number)', async () => {
    postsMock.mockRejectedValue(new WpError('Invalid page number.', 400, 'rest_post_invalid_page_number'));
    await expect(loadArchivePage(99)).resolves.toBeNull();
  });

  it('throws an outage at run time, so the page answers 503 rather than an empty archive', async () => {
    postsMock.mockRejectedValue(outage());
    await expect(loadArchivePage(1)).rejects.toThrow(WpError);
  });

  it('lets a build without WordPress finish: the first page is built empty', async () => {
    process.env.NEXT_PHASE = PHASE_PRODUCTION_BUILD;
    postsMock.mockRejectedValue(outage());
    await expect(loadArchivePage(1)).resolves.toEqual({ posts: [], totalPages: 1, totalPosts: 0 });
  });
});
