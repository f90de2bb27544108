'use client';

import useSWR from 'swr';
import { formatShortDate } from '@/lib/content/dates';
import { submissionsKey } from '@/lib/staff/keys';
import type { SubmissionData } from '@/lib/staff/model';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import type { StaffType } from '@/lib/staff/types';
import { SubmissionBadge } from './Badges';
import { ListProblem } from './ListProblem';
import { LoadingStatus } from './LoadingStatus';
import { Pager } from './Pager';

/**
 * 'Status Pengajuan' (behaviour §2.15): the bureau's pending and published posts, newest first, 5 per
 * page, 'Ditinjau' / 'Disetujui', counts Diproses, Diterbitkan and Total, and 'Buat {Type}'
 * opening WordPress's new-post screen in a new tab.
 */
export function SubmissionPanel({ type, page, onPage, newPostUrl }: { type: StaffType; page: number; onPage: (page: number) => void; newPostUrl: string }) {
  const { data, error, isLoading, mutate } = useSWR<SubmissionData>(submissionsKey(type, page));
  const stale = data && data.page !== page && isLoading;
  const counts = [
    { label: STAFF_TEXTS.processing, value: data?.counts.diproses },
    { label: STAFF_TEXTS.published, value: data?.counts.diterbitkan },
    { label: STAFF_TEXTS.submissionTotal, value: data?.counts.total },
  ];
  return (
    <section aria-labelledby="status-pengajuan" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="submission-panel">
      <h2 id="status-pengajuan" className="text-lg font-bold text-brand-900">
        {STAFF_TEXTS.submissionTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {counts.map((count) => (
          <div key={count.label} className="rounded-md bg-slate-50 px-2 py-2">
            <dt className="text-xs text-slate-600">{count.label}</dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900">{count.value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <a
        href={newPostUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">+</span> {STAFF_TEXTS.create(type)}
        <span className="sr-only"> {STAFF_TEXTS.newTab}</span>
      </a>
      <div className="mt-4" aria-busy={isLoading}>
        {!data && isLoading && <LoadingStatus className="py-6" />}
        {!data && error && <ListProblem error={error} message={STAFF_TEXTS.loadFailed(type)} onRetry={() => void mutate()} />}
        {data && !stale && data.posts.length === 0 && <p className="py-4 text-center text-sm text-slate-600">{STAFF_TEXTS.emptyTab}</p>}
        {stale && <LoadingStatus className="py-6" />}
        {data && !stale && data.posts.length > 0 && (
          <ol className="divide-y divide-slate-200">
            {data.posts.map((post) => (
              <li key={post.id} className="flex items-start justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="line-clamp-2 text-sm font-medium text-slate-900">{post.title}</p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={post.date}>{formatShortDate(post.date)}</time>
                  </p>
                </div>
                <SubmissionBadge status={post.status} />
              </li>
            ))}
          </ol>
        )}
      </div>
      {data && (
        <div className="mt-3 flex justify-center">
          <Pager page={data.page} totalPages={data.totalPages} onPage={onPage} label={`Halaman ${STAFF_TEXTS.submissionTitle}`} compact />
        </div>
      )}
    </section>
  );
}
