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
  it("counts the visit with the visitor's address and agent and answers 204", async () => {
    trackMock.mockResolvedValue({ success: true });
    const response = await track({ 'X-Forwarded-For': '198.51.100.7', 'User-Agent': 'Uji/1.0' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(trackMock).toHaveBeenCalledWith({ ip: '198.51.100.7', userAgent: 'Uji/1.0' });
  });

  it('answers 204 even when WordPress fails', async () => {
    trackMock.mockRejectedValue(new WpError('Network error occurred', 0));
    const response = await track();
    expect(response.status).toBe(204);
    expect(trackMock).toHaveBeenCalledWith({ ip: undefined, userAgent: undefined });
  });
});
