import { SectionHeading } from '@/components/ui/SectionHeading';
import { formatNumber } from '@/lib/content/numbers';
import { HOME_HEADINGS, HOME_TEXTS, VISITOR_BAR_MAX } from '@/lib/content/home';
import type { VisitorCounts, VisitorPeriod } from '@/lib/wp';
import { SectionMessage } from './SectionMessage';

interface VisitorBar {
  period: VisitorPeriod;
  label: string;
  /** The bar's full scale; null for the total, whose bar is always full. */
  max: number | null;
}

/** Behaviour §2.3 and 9: today out of 1000, month out of 20000, total always full. */
const BARS: readonly VisitorBar[] = [
  { period: 'today', label: 'Hari Ini', max: VISITOR_BAR_MAX.today },
  { period: 'month', label: 'Bulan Ini', max: VISITOR_BAR_MAX.month },
  { period: 'all_time', label: 'Total Pengunjung', max: null },
];

function StatBar({ bar, count }: { bar: VisitorBar; count: number }) {
  const max = bar.max ?? count;
  const value = Math.min(count, max);
  const percent = bar.max === null ? 100 : (value * 100) / bar.max;
  const labelId = `pengunjung-${bar.period}`;
  return (
    <li>
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="font-medium text-slate-800">
          {bar.label}
        </span>
        <span className="text-2xl font-bold tabular-nums text-brand-800" data-testid={`visitors-${bar.period}`}>
          {formatNumber(count)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={bar.max === null ? `${formatNumber(count)} pengunjung` : `${formatNumber(count)} dari ${formatNumber(bar.max)} pengunjung`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-brand-600 to-brand-800" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

/**
 * 'STATISTIK PENGUNJUNG', rendered on the server from WordPress's counts (cached ~30 s).
 * Behaviour §8: when they cannot be loaded, 'Failed to load visitor statistics' and zeros.
 */
export function VisitorStats({ counts }: { counts: VisitorCounts | null }) {
  const shown: VisitorCounts = counts ?? { today: 0, month: 0, all_time: 0 };
  return (
    <section aria-labelledby="statistik-pengunjung" className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <SectionHeading id="statistik-pengunjung" variant="home">{HOME_HEADINGS.visitors}</SectionHeading>
      <p className="mt-3 text-slate-700">Jumlah pengunjung portal Badan Urusan Administrasi.</p>
      {counts === null && (
        <div className="mt-4">
          <SectionMessage kind="error">{HOME_TEXTS.visitorStatsError}</SectionMessage>
        </div>
      )}
      <ul className="mt-6 space-y-6">
        {BARS.map((bar) => (
          <StatBar key={bar.period} bar={bar} count={shown[bar.period]} />
        ))}
      </ul>
    </section>
  );
}
