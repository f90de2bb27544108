import { render } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { installFetchStub, textResponse } from '@/tests/unit/fetchStub';
import { VISIT_TRACK_ENDPOINT, VisitTracker } from './VisitTracker';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

const mockedPathname = jest.mocked(usePathname);
const fetchStub = installFetchStub();
const fetchMock = fetchStub.mock;

beforeEach(() => {
  fetchMock.mockResolvedValue(textResponse(null, { status: 204 }));
  mockedPathname.mockReturnValue('/');
});

describe('VisitTracker', () => {
  it('posts one page view to the portal route and renders nothing', () => {
    const { container } = render(<VisitTracker />);
    expect(container).toBeEmptyDOMElement();
    expect(VISIT_TRACK_ENDPOINT).toBe('/api/visitors/track');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/visitors/track', { method: 'POST', keepalive: true });
  });

  it('counts again only when the pathname changes', () => {
    const { rerender } = render(<VisitTracker />);
    rerender(<VisitTracker />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    mockedPathname.mockReturnValue('/berita');
    rerender(<VisitTracker />);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    mockedPathname.mockReturnValue('/');
    rerender(<VisitTracker />);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('ignores a failed count', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<VisitTracker />);
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
