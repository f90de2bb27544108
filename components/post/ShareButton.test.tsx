import { act, fireEvent, render, screen } from '@testing-library/react';
import { SHARE_COPIED_TEXT, SHARE_THROTTLE_MS, ShareButton } from './ShareButton';

const URL_TO_SHARE = 'https://bua.test/share/rapat-kerja';
const TITLE = 'Rapat Kerja';

let alertSpy: jest.SpyInstance;
let nowSpy: jest.SpyInstance;
let now = 1_772_700_000_000;

function setShare(share: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

function setClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
}

async function clickAt(time: number) {
  now = time;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Bagikan' }));
  });
}

beforeEach(() => {
  now = 1_772_700_000_000;
  nowSpy = jest.spyOn(Date, 'now').mockImplementation(() => now);
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  nowSpy.mockRestore();
  alertSpy.mockRestore();
  setShare(undefined);
});

describe('ShareButton', () => {
  it('has the texts and throttle of behaviour §2.6 and 9', () => {
    expect(SHARE_COPIED_TEXT).toBe('Tautan share disalin ✅');
    expect(SHARE_THROTTLE_MS).toBe(1000);
  });

  it('uses navigator.share when present', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn().mockResolvedValue(undefined);
    setShare(share);
    setClipboard(writeText);
    render(<ShareButton url={URL_TO_SHARE} title={TITLE} />);
    await clickAt(now);
    expect(share).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_TO_SHARE });
    expect(writeText).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('stays quiet when the visitor closes the share sheet', async () => {
    setShare(jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    setClipboard(jest.fn().mockResolvedValue(undefined));
    render(<ShareButton url={URL_TO_SHARE} title={TITLE} />);
    await clickAt(now);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('copies the link and alerts without navigator.share', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    render(<ShareButton url={URL_TO_SHARE} title={TITLE} />);
    await clickAt(now);
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('Tautan share disalin ✅');
  });

  it('still alerts when the clipboard refuses', async () => {
    setClipboard(jest.fn().mockRejectedValue(new Error('NotAllowedError')));
    render(<ShareButton url={URL_TO_SHARE} title={TITLE} />);
    await clickAt(now);
    expect(alertSpy).toHaveBeenCalledWith('Tautan share disalin ✅');
  });

  it('ignores a second click within 1 s and accepts one after 1 s', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    render(<ShareButton url={URL_TO_SHARE} title={TITLE} />);
    const start = now;
    await clickAt(start);
    await clickAt(start + 500);
    await clickAt(start + 999);
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledTimes(1);
    await clickAt(start + 1000);
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(alertSpy).toHaveBeenCalledTimes(2);
  });

  it('measures the second from the last accepted share, not from an ignored click', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setShare(share);
    render(<ShareButton url={URL_TO_SHARE} title={TITLE} />);
    const start = now;
    await clickAt(start);
    await clickAt(start + 900);
    await clickAt(start + 1100);
    expect(share).toHaveBeenCalledTimes(2);
    await clickAt(start + 1500);
    expect(share).toHaveBeenCalledTimes(2);
  });
});
