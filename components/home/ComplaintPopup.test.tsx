import { act, fireEvent, render, screen } from '@testing-library/react';
import { COMPLAINT_POPUP, HOME_TIMINGS } from '@/lib/content/home';
import { ComplaintPopup } from './ComplaintPopup';

let alertSpy: jest.SpyInstance;

function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** The dialog, once its code (a chunk of its own, fetched after hydration) has arrived. */
function shown() {
  return screen.findByRole('dialog', { name: 'Layanan Pengaduan' });
}

async function openPopup() {
  render(<ComplaintPopup />);
  wait(HOME_TIMINGS.complaintPopupDelay);
  return shown();
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  alertSpy.mockRestore();
});

describe('ComplaintPopup', () => {
  it('opens 1 s after the page loads, as a modal dialog with focus inside', async () => {
    expect(HOME_TIMINGS.complaintPopupDelay).toBe(1000);
    render(<ComplaintPopup />);
    await act(async () => undefined);
    wait(999);
    expect(screen.queryByRole('dialog')).toBeNull();
    wait(1);
    const dialog = await shown();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Tutup' })).toHaveFocus();
  });

  it('links staff complaints to the external complaints site in a new tab', async () => {
    await openPopup();
    const link = screen.getByRole('link', { name: /Pengaduan Aparatur Mahkamah Agung/ });
    expect(link).toHaveAttribute('href', 'https://siwas.mahkamahagung.go.id');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("answers non-staff complaints with the alert 'Fitur sedang dikembangkan' only", async () => {
    await openPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Pengaduan Non-Aparatur' }));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('Fitur sedang dikembangkan');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['the × button', () => fireEvent.click(screen.getByRole('button', { name: 'Tutup' }))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    ['a click on the backdrop', () => fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement)],
  ])('closes with %s and stays closed for the session', async (_, close) => {
    const { unmount } = render(<ComplaintPopup />);
    wait(1000);
    await shown();
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(COMPLAINT_POPUP.storageKey)).toBe('1');
    unmount();
    render(<ComplaintPopup />);
    wait(5000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close on a click inside the dialog', async () => {
    const dialog = await openPopup();
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not open over another modal dialog', async () => {
    render(
      <>
        <div role="dialog" aria-modal="true" aria-label="Survei" />
        <ComplaintPopup />
      </>,
    );
    wait(1000);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog', { name: 'Layanan Pengaduan' })).toBeNull();
  });
});
