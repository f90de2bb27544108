import Link from '@/components/ui/Link';
import type { DashboardCard } from '@/lib/loaders/staff';
import type { CountResult } from '@/lib/staff/model';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { typeLabel, type StaffType } from '@/lib/staff/types';
import { RefreshButton } from './RefreshButton';

function Count({ label, result, testId }: { label: string; result: CountResult; testId: string }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd data-testid={testId}>
        {result.ok ? (
          <span className="text-2xl font-bold tabular-nums text-slate-900">{result.value}</span>
        ) : (
          <span role="alert" className="block text-xs text-red-800">
            {result.message} <RefreshButton />
          </span>
        )}
      </dd>
    </div>
  );
}

/**
 * The four cards of a dashboard (behaviour §2.15, 2.16): Diterbitkan and Diproses per type, each count
 * from its own call (a failed one shows its own error), and the link to the type's list.
 */
export function DashboardCards({ cards, linkLabel, hrefOf }: { cards: DashboardCard[]; linkLabel: (type: StaffType) => string; hrefOf: (type: StaffType) => string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card) => (
        <li key={card.type} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={`card-${card.type}`}>
          <h2 className="text-lg font-bold text-brand-900">{typeLabel(card.type)}</h2>
          <dl className="mt-3 grid grid-cols-2 gap-2">
            <Count label={STAFF_TEXTS.published} result={card.published} testId={`count-${card.type}-publish`} />
            <Count label={STAFF_TEXTS.processing} result={card.pending} testId={`count-${card.type}-pending`} />
          </dl>
          <Link href={hrefOf(card.type)} className="mt-4 inline-flex justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            {linkLabel(card.type)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
