import { getBureau } from '@/lib/content/bureaus';
import type { StaffClaims } from '@/lib/auth/tokenLifecycle';
import { staffBureau } from '@/lib/staff/bureau';
import { parseBureauFilter } from '@/lib/staff/bureauFilter';
import { loadAdminList, loadSubmissions } from '@/lib/staff/data';
import { adminListKey, submissionsKey } from '@/lib/staff/keys';
import { editorLink } from '@/lib/staff/links';
import { parsePage } from '@/lib/staff/pagination';
import { parseAdminTab } from '@/lib/staff/tabs';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import type { StaffType } from '@/lib/staff/types';
import { ManagementScreen } from './ManagementScreen';
import { NoBureau } from './NoBureau';
import { StaffNav } from './StaffNav';
import { StaffSWR } from './StaffSWR';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Server part of an admin content page: the first tab/page and the submission panel are loaded
 * here, with the session's token and bureau, and handed to SWR as its starting cache. A call that
 * fails here is simply not seeded: the browser asks again and shows the error state if it fails.
 */
export async function ManagementPage({ type, session, searchParams }: { type: StaffType; session: StaffClaims; searchParams: SearchParams }) {
  const bureau = staffBureau(session);
  if (!bureau) return <NoBureau title={STAFF_TEXTS.managementTitle} />;
  const tab = parseAdminTab(searchParams.tab);
  const page = parsePage(searchParams.page);
  const panelPage = parsePage(searchParams.panel);
  const biro = parseBureauFilter(searchParams.biro);
  const scope = { token: session.wpToken, bureau };
  const [list, panel] = await Promise.allSettled([loadAdminList(scope, type, tab, page, biro), loadSubmissions(scope, type, panelPage)]);
  const seed: Record<string, unknown> = {};
  if (list.status === 'fulfilled') seed[adminListKey(type, tab, page, biro)] = list.value;
  if (panel.status === 'fulfilled') seed[submissionsKey(type, panelPage)] = panel.value;
  return (
    <>
      <StaffNav role="admin" current={type} />
      {/* A screen of another type starts from its own server answer, never from this cache. */}
      <StaffSWR key={type} seed={seed}>
        <ManagementScreen type={type} bureauName={getBureau(bureau)?.name ?? bureau} newPostUrl={editorLink({ create: type })} />
      </StaffSWR>
    </>
  );
}
