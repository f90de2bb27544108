import { act, fireEvent, render, screen } from '@testing-library/react';
import { COMPLAINT_POPUP, HOME_TIMINGS } from '@/lib/content/home';
import { ComplaintPopup } from './ComplaintPopup';

let alertSpy: jest.SpyInstance;

function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function openPopup() {
  render(<ComplaintPopup />);
  wait(HOME_TIMINGS.complaintPopupDelay);
  return screen.getByRole('dialog', { name: 'Layanan Pengaduan' });
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
  it('opens 1 s after the page loads, as a modal dialog with focus inside', () => {
    expect(HOME_TIMINGS.complaintPopupDelay).toBe(1000);
    render(<ComplaintPopup />);
    wait(999);
    expect(screen.queryByRole('dialog')).toBeNull();
    wait(1);
    const dialog = screen.getByRole('dialog', { name: 'Layanan Pengaduan' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Tutup' })).toHaveFocus();
  });

  it('links staff complaints to the external complaints site in a new tab', () => {
    openPopup();
    const link = screen.getByRole('link', { name: /Pengaduan Aparatur Mahkamah Agung/ });
    expect(link).toHaveAttribute('href', 'https://siwas.mahkamahagung.go.id');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("answers non-staff complaints with the alert 'Fitur sedang dikembangkan' only", () => {
    openPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Pengaduan Non-Aparatur' }));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('Fitur sedang dikembangkan');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['the × button', () => fireEvent.click(screen.getByRole('button', { name: 'Tutup' }))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    ['a click on the backdrop', () => fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement)],
  ])('closes with %s and stays closed for the session', (_, close) => {
    const { unmount } = render(<ComplaintPopup />);
    wait(1000);
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(COMPLAINT_POPUP.storageKey)).toBe('1');
    unmount();
    render(<ComplaintPopup />);
    wait(5000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close on a click inside the dialog', () => {
    const dialog = openPopup();
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not open over another modal dialog', () => {
    render(
      <>
        <div role="dialog" aria-modal="true" aria-label="Survei" />
        <ComplaintPopup />
      </>,
    );
    wait(1000);
    expect(screen.queryByRole('dialog', { name: 'Layanan Pengaduan' })).toBeNull();
  });
});
