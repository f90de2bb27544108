import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { SurveyStats } from '@/lib/wp';
import { installFetchStub, jsonResponse } from '@/tests/unit/fetchStub';
import { SatisfactionSection } from './SatisfactionSection';

const STATS: SurveyStats = {
  score: 4.19,
  totalVotes: 1161,
  ratings: [
    { value: 'sangat_puas', label: 'Sangat Puas', percentage: 62.1, count: 721 },
    { value: 'puas', label: 'Puas', percentage: 0.6, count: 7 },
    { value: 'cukup', label: 'Cukup', percentage: 31.1, count: 361 },
    { value: 'kurang_puas', label: 'Kurang Puas', percentage: 6.2, count: 72 },
    { value: 'sangat_tidak_puas', label: 'Sangat Tidak Puas', percentage: 0, count: 0 },
  ],
};

const fetchStub = installFetchStub();

function section() {
  return screen.getByRole('region', { name: 'INDEKS KEPUASAN MASYARAKAT' });
}

describe('SatisfactionSection', () => {
  it('shows the score, the votes and a bar per rating, with the survey button', () => {
    render(<SatisfactionSection stats={STATS} />);
    expect(screen.getByTestId('survey-score')).toHaveTextContent('4,19');
    expect(screen.getByTestId('survey-total')).toHaveTextContent('1.161');
    const rows = within(screen.getByRole('list', { name: 'Sebaran penilaian' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sangat Puas62,1% (721 penilaian)',
      'Puas0,6% (7 penilaian)',
      'Cukup31,1% (361 penilaian)',
      'Kurang Puas6,2% (72 penilaian)',
      'Sangat Tidak Puas0% (0 penilaian)',
    ]);
    expect(within(section()).getByRole('button', { name: 'Isi Survey' })).toHaveAttribute('aria-haspopup', 'dialog');
    // The survey form is not on the page until it is opened.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the placeholder 4.46 / 215 when WordPress did not answer', () => {
    render(<SatisfactionSection stats={null} />);
    expect(screen.getByTestId('survey-score')).toHaveTextContent('4,46');
    expect(screen.getByTestId('survey-total')).toHaveTextContent('215');
    expect(screen.queryByRole('list', { name: 'Sebaran penilaian' })).toBeNull();
  });

  it('shows the fresh statistics a successful vote returns', async () => {
    const fresh: SurveyStats = { ...STATS, score: 4.2, totalVotes: 1162 };
    fetchStub.mock.mockResolvedValue(jsonResponse({ success: true, stats: fresh }));
    render(<SatisfactionSection stats={STATS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Isi Survey' }));
    // The form's code arrives on the first click (its own chunk).
    fireEvent.click(await screen.findByRole('radio', { name: 'Sangat Puas' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Kirim Penilaian' }));
    });
    expect(screen.getByRole('heading', { name: 'Terima Kasih!' })).toBeInTheDocument();
    expect(screen.getByTestId('survey-score')).toHaveTextContent('4,20');
    expect(screen.getByTestId('survey-total')).toHaveTextContent('1.162');
  });

  it('keeps the shown statistics when the vote answered none', async () => {
    fetchStub.mock.mockResolvedValue(jsonResponse({ success: true, stats: null }));
    render(<SatisfactionSection stats={STATS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Isi Survey' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Puas' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Kirim Penilaian' }));
    });
    expect(screen.getByTestId('survey-total')).toHaveTextContent('1.161');
  });
});
