import { formatNumber } from '@/lib/content/numbers';
import type { SurveyStats } from '@/lib/wp';

/** Scores are means on 1..5 with two decimals, written the Indonesian way (4,46). */
const scoreFormat = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** Survey results: the score out of 5, the number of votes and one bar per rating. */
export function SurveyStatsBlock({ stats }: { stats: SurveyStats }) {
  return (
    <div data-testid="survey-stats">
      <div className="flex items-end gap-4">
        <p className="leading-none">
          <span className="text-5xl font-extrabold text-brand-800" data-testid="survey-score">
            {scoreFormat.format(stats.score)}
          </span>
          <span className="ml-1 text-lg font-semibold text-slate-600">/ 5</span>
        </p>
        <p className="pb-1 text-sm text-slate-700">
          dari <span className="font-semibold text-slate-900" data-testid="survey-total">{formatNumber(stats.totalVotes)}</span> penilaian
        </p>
      </div>
      {stats.ratings.length > 0 && (
        <ul className="mt-5 space-y-2.5" aria-label="Sebaran penilaian">
          {stats.ratings.map((rating) => {
            const percentage = Math.min(100, Math.max(0, rating.percentage));
            return (
              <li key={rating.value ?? rating.label} className="grid grid-cols-[8.5rem_1fr_3.5rem] items-center gap-3 text-sm">
                <span className="text-slate-800">{rating.label}</span>
                <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
                  <span className="block h-full rounded-full bg-gold-500" style={{ width: `${percentage}%` }} />
                </span>
                <span className="text-right tabular-nums text-slate-700">
                  {percentFormat.format(percentage)}%<span className="sr-only"> ({formatNumber(rating.count)} penilaian)</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
