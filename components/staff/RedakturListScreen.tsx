'use client';

import Link from '@/components/ui/Link';
import { useState } from 'react';
import useSWR from 'swr';
import { requestReview, StaffFetchError } from '@/lib/staff/client';
import { redakturListKey } from '@/lib/staff/keys';
import type { RedakturListData, StaffPost } from '@/lib/staff/model';
import { parsePage } from '@/lib/staff/pagination';
import { parseRedakturTab, REDAKTUR_TABS, type RedakturTabId } from '@/lib/staff/tabs';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { typeLabel, type StaffType } from '@/lib/staff/types';
import { ListPagination } from './ListPagination';
import { ListProblem } from './ListProblem';
import { LoadingStatus } from './LoadingStatus';
import { PostTable } from './PostTable';
import { StatusTabs } from './StatusTabs';
import { useQueryState } from './useQueryState';
import { ScriptButton } from '@/components/ui/ScriptButton';

const PANEL_ID = 'daftar-tinjauan';
/**
 * An editor list (behaviour §2.16): 'Kembali ke Dasbor', tabs Tertunda (default) and Diterbitkan with
 * counts, a table from 768 px and cards below, a spinner while loading, 'Could not load content'
 * with 'Try Again', and 'No … Available' with Reload. Review happens in WordPress's editor (Tinjau)
 * and ends with Setujui (publish) or Tolak (back to draft) on the pending rows.
 */
export function RedakturListScreen({ type, bureauName }: { type: StaffType; bureauName: string }) {
  const { params, update } = useQueryState();
  const tab = parseRedakturTab(params.get('tab'));
  const page = parsePage(params.get('page'));
  const label = typeLabel(type);
  const { data, error, isLoading, mutate } = useSWR<RedakturListData>(redakturListKey(type, tab, page));
  const [reloading, setReloading] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const current = data && data.tab === tab && (data.page === page || !isLoading) ? data : undefined;

  const selectTab = (id: RedakturTabId) => update({ tab: id === 'tertunda' ? null : id, page: null });
  async function reload() {
    setReloading(true);
    try {
      await mutate();
    } finally {
      setReloading(false);
    }
  }

  async function review(post: StaffPost, decision: 'approve' | 'reject') {
    setOutcome(null);
    const result = await requestReview(type, post.id, decision);
    setOutcome({ ok: result.ok, message: result.ok ? `${result.message} (${post.title})` : result.message });
    await mutate();
  }

  const busy = reloading || (!current && isLoading);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link href="/redaktur-dashboard" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> {STAFF_TEXTS.backToDashboard}
      </Link>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">Biro {bureauName}</p>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{label}</h1>
      <div className="mt-6">
        <StatusTabs
          tabs={REDAKTUR_TABS.map((item) => ({ id: item.id, label: item.label, count: data?.counts[item.id] }))}
          active={tab}
          onSelect={selectTab}
          panelId={PANEL_ID}
          label={`Status ${label}`}
        />
        <p role={outcome && !outcome.ok ? 'alert' : 'status'} className={outcome ? `mt-4 rounded-md px-4 py-2 text-sm font-semibold ${outcome.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}` : 'sr-only'}>
          {outcome?.message}
        </p>
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={`${PANEL_ID}-tab-${tab}`} aria-busy={busy} className="mt-4">
          {busy && <LoadingStatus />}
          {!busy && !current && error && (
            <ListProblem
              error={error}
              title={STAFF_TEXTS.couldNotLoad}
              message={error instanceof StaffFetchError ? error.message : STAFF_TEXTS.loadFailed(type)}
              retryLabel={STAFF_TEXTS.tryAgain}
              onRetry={() => void mutate()}
            />
          )}
          {!busy && current && current.posts.length === 0 && (
            <div className="rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center">
              <p className="font-semibold text-slate-700">{STAFF_TEXTS.noneAvailable(type)}</p>
              <ScriptButton onClick={() => void reload()} className="mt-4 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
                {STAFF_TEXTS.reload}
              </ScriptButton>
            </div>
          )}
          {!busy && current && current.posts.length > 0 && (
            <PostTable posts={current.posts} firstNumber={(current.page - 1) * current.perPage + 1} caption={`Daftar ${label}`} onReview={(post, decision) => void review(post, decision)} />
          )}
        </div>
        {!busy && current && current.posts.length > 0 && <ListPagination list={current} onPage={(next) => update({ page: next })} label={`Halaman daftar ${label}`} />}
      </div>
    </div>
  );
}
