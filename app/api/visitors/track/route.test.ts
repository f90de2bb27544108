/** @jest-environment node */
import { trackVisit, WpError } from '@/lib/wp';
import { POST } from './route';

jest.mock('@/lib/wp', () => ({ ...jest.requireActual('@/lib/wp'), trackVisit: jest.fn() }));

const trackMock = jest.mocked(trackVisit);

function track(headers: Record<string, string> = {}) {
  return POST(new Request('http://localhost/api/visitors/track', { method: 'POST', headers }));
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('POST /api/visitors/track', () => {
  it("counts the visit with the visitor's trusted address and signed id and answers 204", async () => {
    trackMock.mockResolvedValue({ success: true });
    const response = await track({ 'x-bua-client-ip': '198.51.100.7', 'X-Forwarded-For': '6.6.6.6', 'User-Agent': 'Uji/1.0' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(trackMock).toHaveBeenCalledWith({ ip: '198.51.100.7', id: expect.stringMatching(/^[a-f0-9]{32}$/), setCookie: expect.stringMatching(/^bua_visitor=/) });
    expect(response.headers.get('set-cookie')).toMatch(/^bua_visitor=/);
  });

  it('answers 204 even when WordPress fails', async () => {
    trackMock.mockRejectedValue(new WpError('Network error occurred', 0));
    const response = await track();
    expect(response.status).toBe(204);
    expect(trackMock).toHaveBeenCalledWith(expect.objectContaining({ ip: 'unknown' }));
  });
});
