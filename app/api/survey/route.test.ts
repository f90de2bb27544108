/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { getSurveyStats, submitSurveyVote, WpError, type SurveyStats } from '@/lib/wp';
import { POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.mock('@/lib/wp', () => ({
  ...jest.requireActual('@/lib/wp'),
  submitSurveyVote: jest.fn(),
  getSurveyStats: jest.fn(),
}));

const submitMock = jest.mocked(submitSurveyVote);
const statsMock = jest.mocked(getSurveyStats);
const revalidateMock = jest.mocked(revalidateTag);

const FRESH: SurveyStats = { score: 4.47, totalVotes: 216, ratings: [] };

function vote(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://localhost/api/survey', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  submitMock.mockResolvedValue({ success: true });
  statsMock.mockResolvedValue(FRESH);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('POST /api/survey', () => {
  it('passes the vote and the visitor (trusted address, signed id) on, revalidates the cached stats and answers the fresh ones', async () => {
    const response = await vote({ rating: 'sangat_puas', page: '/' }, { 'x-bua-client-ip': '198.51.100.7', 'X-Forwarded-For': '6.6.6.6', 'User-Agent': 'Uji/1.0' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, stats: FRESH });
    expect(submitMock).toHaveBeenCalledWith('sangat_puas', '/', expect.objectContaining({ ip: '198.51.100.7', id: expect.stringMatching(/^[a-f0-9]{32}$/) }));
    expect(response.headers.get('set-cookie')).toMatch(/^bua_visitor=[a-f0-9]{32}\.[a-f0-9]{32}; Path=\/api;/);
    expect(revalidateMock).toHaveBeenCalledWith('wp:survey-stats', 'max');
    expect(statsMock).toHaveBeenCalledWith({ fresh: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('never takes the address from X-Real-IP or X-Forwarded-For (only the guard decides it)', async () => {
    await vote({ rating: 'puas', page: '/berita' }, { 'X-Real-IP': '203.0.113.9', 'X-Forwarded-For': '198.51.100.7' });
    expect(submitMock).toHaveBeenCalledWith('puas', '/berita', expect.objectContaining({ ip: 'unknown' }));
  });

  it.each([
    ['an unknown rating', { rating: 'luar_biasa', page: '/' }],
    ['no rating', { page: '/' }],
    ['a page that is not a path', { rating: 'puas', page: 'https://evil.test/' }],
    ['a page of 201 characters', { rating: 'puas', page: `/${'a'.repeat(200)}` }],
    ['a page that is not a string', { rating: 'puas', page: 5 }],
    ['a body that is not JSON', '{rating:'],
  ])('answers 400 with a message for %s', async (_, body) => {
    const response = await vote(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { success: boolean; message: string };
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/tidak valid/);
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('accepts a page of exactly 200 characters', async () => {
    const response = await vote({ rating: 'cukup', page: `/${'a'.repeat(199)}` });
    expect(response.status).toBe(200);
  });

  it('refuses a body that is not declared JSON (no cross-site form votes)', async () => {
    const response = await POST(new Request('http://localhost/api/survey', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"rating":"puas","page":"/"}' }));
    expect(response.status).toBe(415);
    expect(submitMock).not.toHaveBeenCalled();
  });

  it("passes a repeat vote on as 429 with WordPress's message", async () => {
    submitMock.mockRejectedValue(new WpError('Anda sudah memberikan penilaian hari ini.', 429, 'bua_survey_repeat'));
    const response = await vote({ rating: 'puas', page: '/' });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ success: false, message: 'Anda sudah memberikan penilaian hari ini.' });
    expect(revalidateMock).not.toHaveBeenCalled();
  });

  it.each([
    [new WpError('Network error occurred', 0), 502, '1'],
    [new WpError('Internal Server Error', 500), 502, '1'],
    [new WpError('Request timed out', 504), 504, '1'],
    [new Error('boom'), 502, null],
  ])('answers the spec failure text when WordPress fails (%s), saying when WordPress was away (the server sends that as 503)', async (error, status, away) => {
    submitMock.mockRejectedValue(error);
    const response = await vote({ rating: 'puas', page: '/' });
    expect([response.status, response.headers.get('x-bua-wordpress-away')]).toEqual([status, away]);
    expect(await response.json()).toEqual({ success: false, message: 'Gagal mengirim penilaian. Silakan coba lagi.' });
  });

  it('still reports success when the fresh statistics cannot be read', async () => {
    statsMock.mockRejectedValue(new WpError('Network error occurred', 0));
    const response = await vote({ rating: 'puas', page: '/' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, stats: null });
  });
});
