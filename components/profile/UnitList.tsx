import type { OrgUnit } from '@/lib/content/profiles';

/** The chart's structure as text: what a screen reader or a small screen needs from the picture. */
export function UnitList({ units }: { units: readonly OrgUnit[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {units.map((unit) => (
        <li key={unit.name} className="rounded-lg border border-slate-200 bg-white p-4">
          <span className="block font-semibold text-brand-800">{unit.name}</span>
          <ul className="mt-2 space-y-1 text-sm text-slate-600">
            {unit.subunits.map((subunit) => (
              <li key={subunit} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-500" />
                {subunit}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
