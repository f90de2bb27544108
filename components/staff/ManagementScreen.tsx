'use client';

import { useCallback, useRef } from 'react';
import useSWR from 'swr';
import { StaffFetchError } from '@/lib/staff/client';
import { ADMIN_BUREAU_FILTER, BUREAU_FILTER_TEXTS, parseBureauFilter } from '@/lib/staff/bureauFilter';
import { adminKeysOf, adminListKey } from '@/lib/staff/keys';
import type { AdminListData } from '@/lib/staff/model';
import { parsePage } from '@/lib/staff/pagination';
import { ADMIN_TABS, parseAdminTab, type AdminTabId } from '@/lib/staff/tabs';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { typeLabel, usesCardGrid, type StaffType } from '@/lib/staff/types';
import { AdminPostGrid } from './AdminPostGrid';
import { ListPagination } from './ListPagination';
import { ListProblem } from './ListProblem';
import { LoadingStatus } from './LoadingStatus';
import { PostTable } from './PostTable';
import { StatusTabs } from './StatusTabs';
import { SubmissionPanel } from './SubmissionPanel';
import { useDeleteFlow } from './useDeleteFlow';
import { useHydrated } from '@/components/ui/useHydrated';
import { useQueryState } from './useQueryState';

const PANEL_ID = 'daftar-konten';

/**
 * An admin content page (behaviour §2.15): 'Management', tabs Semua / Diterbitkan / Internal / Diproses
 * with counts, a card grid (berita, artikel) or a table (pengumuman, undangan, SAKIP), 8 per page,
 * the 'Status Pengajuan' panel, and deletion. Tab and pages are in the address (?tab, ?page,
 * ?panel); data comes from /api/staff/admin/{type} through SWR, starting from the server's answer.
 */
export function ManagementScreen({ type, bureauName, newPostUrl }: { type: StaffType; bureauName: string; newPostUrl: string }) {
  const { params, update } = useQueryState();
  const tab = parseAdminTab(params.get('tab'));
  const page = parsePage(params.get('page'));
  const panelPage = parsePage(params.get('panel'));
  const biro = parseBureauFilter(params.get('biro'));
  const label = typeLabel(type);
  const heading = useRef<HTMLHeadingElement>(null);
  const keys = adminKeysOf(type);
  // The filter navigates from its change event: until hydration a choice would be dropped.
  const hydrated = useHydrated();
  const { data, error, isLoading, mutate } = useSWR<AdminListData>(adminListKey(type, tab, page, biro));
  const focusHeading = useCallback(() => {
    if (document.activeElement === document.body || !document.activeElement) heading.current?.focus();
  }, []);
  const { ask, dialogs, deletedCount } = useDeleteFlow(type, keys, focusHeading);

  const selectTab = (id: AdminTabId) => update({ tab: id === 'semua' ? null : id, page: null });
  const current = data && data.tab === tab && data.biro === biro && (data.page === page || !isLoading) ? data : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {label} · Biro {bureauName}
      </p>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none sm:text-3xl">
        {STAFF_TEXTS.managementTitle}
      </h1>
      {deletedCount > 0 && (
        <p role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm font-medium text-emerald-900">
          {STAFF_TEXTS.deletedNotice(deletedCount)}
        </p>
      )}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={`Daftar ${label}`} className="min-w-0">
          <div className="mb-4 flex items-center gap-2">
            <label htmlFor="filter-biro" className="text-sm font-semibold text-slate-800">
              {BUREAU_FILTER_TEXTS.label}
            </label>
            <select
              id="filter-biro"
              value={biro ?? ''}
              disabled={!hydrated}
              onChange={(event) => update({ biro: event.target.value || null, page: null })}
              className="rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <option value="">{BUREAU_FILTER_TEXTS.all}</option>
              {ADMIN_BUREAU_FILTER.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <StatusTabs
            tabs={ADMIN_TABS.map((item) => ({ id: item.id, label: item.label, count: data?.counts[item.id] }))}
            active={tab}
            onSelect={selectTab}
            panelId={PANEL_ID}
            label={`Filter status ${label}`}
          />
          <div id={PANEL_ID} role="tabpanel" aria-labelledby={`${PANEL_ID}-tab-${tab}`} aria-busy={isLoading} className="mt-4">
            {!current && isLoading && <LoadingStatus />}
            {!current && !isLoading && error && <ListProblem error={error} message={STAFF_TEXTS.loadFailed(type)} onRetry={() => void mutate()} />}
            {current && current.posts.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center text-slate-600">{STAFF_TEXTS.emptyTab}</p>}
            {current &&
              current.posts.length > 0 &&
              (usesCardGrid(type) ? (
                <AdminPostGrid posts={current.posts} onDelete={ask} />
              ) : (
                <PostTable posts={current.posts} firstNumber={(current.page - 1) * current.perPage + 1} caption={`Daftar ${label}`} onDelete={ask} />
              ))}
            {current && error && (
              <p role="alert" className="mt-3 text-sm text-red-800">
                {error instanceof StaffFetchError && error.sessionExpired ? STAFF_TEXTS.sessionExpired : STAFF_TEXTS.loadFailed(type)}
              </p>
            )}
          </div>
          {current && <ListPagination list={current} onPage={(next) => update({ page: next })} label={`Halaman daftar ${label}`} />}
        </section>
        <aside className="min-w-0">
          <SubmissionPanel type={type} page={panelPage} onPage={(next) => update({ panel: next })} newPostUrl={newPostUrl} />
        </aside>
      </div>
      {dialogs}
    </div>
  );
}
