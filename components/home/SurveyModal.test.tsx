import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { HOME_TIMINGS } from '@/lib/content/home';
import type { SurveyStats } from '@/lib/wp';
import { installFetchStub, jsonResponse } from '@/tests/unit/fetchStub';
import { SurveyModal, type SurveyRatingOption } from './SurveyModal';

const RATINGS: SurveyRatingOption[] = [
  { value: 'sangat_puas', label: 'Sangat Puas' },
  { value: 'puas', label: 'Puas' },
  { value: 'cukup', label: 'Cukup' },
  { value: 'kurang_puas', label: 'Kurang Puas' },
  { value: 'sangat_tidak_puas', label: 'Sangat Tidak Puas' },
];

const FRESH: SurveyStats = { score: 4.5, totalVotes: 216, ratings: [{ value: 'puas', label: 'Puas', percentage: 100, count: 216 }] };

const fetchStub = installFetchStub();
const fetchMock = fetchStub.mock;

const answer = (status: number, body: unknown) => jsonResponse(body, { status });

/** The modal behind a trigger button, as the survey panel uses it. */
function Harness({ onVoted = jest.fn() }: { onVoted?: (stats: SurveyStats | null) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Isi Survey
      </button>
      <SurveyModal open={open} ratings={RATINGS} onClose={() => setOpen(false)} onVoted={onVoted} />
    </>
  );
}

function openModal() {
  const trigger = screen.getByRole('button', { name: 'Isi Survey' });
  trigger.focus();
  fireEvent.click(trigger);
  return screen.getByRole('dialog', { name: 'Survei Kepuasan Masyarakat' });
}

describe('SurveyModal', () => {
  it('is a modal dialog with the five ratings, focus inside', () => {
    render(<Harness />);
    const dialog = openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(RATINGS.map((rating) => rating.label));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('refuses to send without a choice', () => {
    render(<Harness />);
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Penilaian' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Silakan pilih tingkat kepuasan Anda');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Cukup' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("sends the rating and the page, shows 'Mengirim...', then 'Terima Kasih!', and closes after 2 s", async () => {
    jest.useFakeTimers();
    try {
      let resolve: (response: Response) => void = () => undefined;
      fetchMock.mockReturnValue(new Promise<Response>((done) => (resolve = done)));
      const onVoted = jest.fn();
      render(<Harness onVoted={onVoted} />);
      openModal();
      fireEvent.click(screen.getByRole('radio', { name: 'Puas' }));
      fireEvent.click(screen.getByRole('button', { name: 'Kirim Penilaian' }));

      expect(screen.getByRole('button', { name: 'Mengirim...' })).toBeDisabled();
      expect(fetchMock).toHaveBeenCalledWith('/api/survey', expect.objectContaining({ method: 'POST', body: JSON.stringify({ rating: 'puas', page: '/' }) }));

      await act(async () => resolve(answer(200, { success: true, stats: FRESH })));
      expect(screen.getByRole('heading', { name: 'Terima Kasih!' })).toHaveFocus();
      expect(onVoted).toHaveBeenCalledWith(FRESH);

      expect(HOME_TIMINGS.surveyCloseAfterSuccess).toBe(2000);
      act(() => {
        jest.advanceTimersByTime(1999);
      });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      // Focus goes back to the button that opened it.
      expect(screen.getByRole('button', { name: 'Isi Survey' })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the spec failure text when sending fails, and keeps the choice', async () => {
    fetchMock.mockResolvedValue(answer(502, { success: false, message: 'upstream' }));
    render(<Harness />);
    openModal();
    fireEvent.click(screen.getByRole('radio', { name: 'Sangat Puas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Penilaian' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mengirim penilaian. Silakan coba lagi.');
    expect(screen.getByRole('radio', { name: 'Sangat Puas' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Kirim Penilaian' })).toBeEnabled();
  });

  it('shows the same text on a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<Harness />);
    openModal();
    fireEvent.click(screen.getByRole('radio', { name: 'Cukup' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Penilaian' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mengirim penilaian. Silakan coba lagi.');
  });

  it("explains a repeat vote with WordPress's message", async () => {
    fetchMock.mockResolvedValue(answer(429, { success: false, message: 'Anda sudah memberikan penilaian hari ini.' }));
    render(<Harness />);
    openModal();
    fireEvent.click(screen.getByRole('radio', { name: 'Puas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Penilaian' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Anda sudah memberikan penilaian hari ini.');
  });

  it('closes with Escape, the × button and a backdrop click, returning focus', () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Isi Survey' });
    openModal();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();

    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup survei' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const dialog = openModal();
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    render(<Harness />);
    openModal();
    const close = screen.getByRole('button', { name: 'Tutup survei' });
    const submit = screen.getByRole('button', { name: 'Kirim Penilaian' });
    submit.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(submit).toHaveFocus();
  });

  it('starts clean every time it opens', async () => {
    render(<Harness />);
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Penilaian' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Puas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    openModal();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Puas' })).not.toBeChecked());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
