'use client';

import { useRef } from 'react';
import { ScriptButton } from '@/components/ui/ScriptButton';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  count: number | undefined;
}

/**
 * Filter tabs with counts (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move
 * between tabs and select them; the selected one is the only tab stop.
 */
export function StatusTabs<Id extends string>({
  tabs,
  active,
  onSelect,
  panelId,
  label,
}: {
  tabs: readonly TabItem<Id>[];
  active: Id;
  onSelect: (id: Id) => void;
  panelId: string;
  label: string;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());

  function move(event: React.KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <ScriptButton
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            id={`${panelId}-tab-${tab.id}`}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
            className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              selected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-brand-50'
            }`}
          >
            <span>{tab.label}</span>
            <span className={`min-w-6 rounded-full px-1.5 text-xs tabular-nums ${selected ? 'bg-white/20' : 'bg-white text-slate-700'}`} data-testid={`count-${tab.id}`}>
              {tab.count ?? '–'}
            </span>
          </ScriptButton>
        );
      })}
    </div>
  );
}
