/** @jest-environment node */
import { getPosts, getSurveyStats, getVisitorCount, WpError, type Post, type PostList } from '@/lib/wp';
import { loadHomeData } from './home';

jest.mock('@/lib/wp', () => ({
  ...jest.requireActual('@/lib/wp'),
  getPosts: jest.fn(),
  getSurveyStats: jest.fn(),
  getVisitorCount: jest.fn(),
}));

const postsMock = jest.mocked(getPosts);
const surveyMock = jest.mocked(getSurveyStats);
const visitorsMock = jest.mocked(getVisitorCount);

function list(prefix: string, count: number): PostList {
  const posts = Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `${prefix} ${index + 1}` }) as Post);
  return { posts, totalPages: 3, totalPosts: 15 };
}

const STATS = { score: 4.19, totalVotes: 161, ratings: [] };

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  postsMock.mockImplementation(async ({ type, page }) => (type === 'artikel' ? list('Artikel', 3) : list(`Berita halaman ${page}`, 5)));
  surveyMock.mockResolvedValue(STATS);
  visitorsMock.mockImplementation(async (period) => ({ today: 12, month: 345, all_time: 6789 })[period]);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('loadHomeData', () => {
  it('asks WordPress for 5 news, the 4 after them, 3 articles, the survey and the visitor counts', async () => {
    const data = await loadHomeData();
    expect(postsMock).toHaveBeenCalledWith({ type: 'berita', perPage: 5, page: 1 });
    expect(postsMock).toHaveBeenCalledWith({ type: 'berita', perPage: 5, page: 2 });
    expect(postsMock).toHaveBeenCalledWith({ type: 'artikel', perPage: 3 });
    expect(data.heroNews.map((post) => post.title)).toEqual(['Berita halaman 1 1', 'Berita halaman 1 2', 'Berita halaman 1 3', 'Berita halaman 1 4', 'Berita halaman 1 5']);
    // News 6 to 9: none repeats the carousel's.
    expect(data.popularNews?.map((post) => post.title)).toEqual(['Berita halaman 2 1', 'Berita halaman 2 2', 'Berita halaman 2 3', 'Berita halaman 2 4']);
    expect(data.articles).toHaveLength(3);
    expect(data.surveyStats).toEqual(STATS);
    expect(data.visitorCounts).toEqual({ today: 12, month: 345, all_time: 6789 });
  });

  it('throws when the news for the carousel cannot be loaded', async () => {
    postsMock.mockImplementation(async ({ type }) => {
      if (type === 'berita') throw new WpError('Network error occurred', 0);
      return list('Artikel', 3);
    });
    await expect(loadHomeData()).rejects.toThrow('Network error occurred');
  });

  it('lets every other section fail on its own', async () => {
    postsMock.mockImplementation(async ({ type, page }) => {
      if (type === 'artikel' || page === 2) throw new WpError('Request timed out', 504);
      return list('Berita', 5);
    });
    surveyMock.mockRejectedValue(new WpError('Network error occurred', 0));
    visitorsMock.mockImplementation(async (period) => {
      if (period === 'month') throw new WpError('HTTP error 500', 500);
      return 1;
    });
    const data = await loadHomeData();
    expect(data.heroNews).toHaveLength(5);
    expect(data).toMatchObject({ popularNews: null, articles: null, surveyStats: null, visitorCounts: null });
  });

  it('has no popular news, rather than an error, when there are 5 news or fewer', async () => {
    postsMock.mockImplementation(async ({ type, page }) => {
      if (type === 'berita' && page === 2) throw new WpError('The page number requested is larger than the number of pages available.', 400, 'rest_post_invalid_page_number');
      return list('Berita', 3);
    });
    const data = await loadHomeData();
    expect(data.popularNews).toEqual([]);
  });
});
