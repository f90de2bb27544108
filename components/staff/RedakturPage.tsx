import { getBureau } from '@/lib/content/bureaus';
import type { StaffClaims } from '@/lib/auth/tokenLifecycle';
import { staffBureau } from '@/lib/staff/bureau';
import { loadRedakturList } from '@/lib/staff/data';
import { redakturListKey } from '@/lib/staff/keys';
import { parsePage } from '@/lib/staff/pagination';
import { parseRedakturTab } from '@/lib/staff/tabs';
import { typeLabel, type StaffType } from '@/lib/staff/types';
import { NoBureau } from './NoBureau';
import { RedakturListScreen } from './RedakturListScreen';
import { StaffNav } from './StaffNav';
import { StaffSWR } from './StaffSWR';

/** Server part of an editor list: the first tab/page with the session's token and bureau, seeded into SWR. */
export async function RedakturPage({ type, session, searchParams }: { type: StaffType; session: StaffClaims; searchParams: Record<string, string | string[] | undefined> }) {
  const bureau = staffBureau(session);
  if (!bureau) return <NoBureau title={typeLabel(type)} />;
  const tab = parseRedakturTab(searchParams.tab);
  const page = parsePage(searchParams.page);
  const seed: Record<string, unknown> = {};
  try {
    seed[redakturListKey(type, tab, page)] = await loadRedakturList({ token: session.wpToken, bureau }, type, tab, page);
  } catch {
    // Not seeded: the browser asks again and shows the error state if that fails too.
  }
  return (
    <>
      <StaffNav role="redaktur" current={type} />
      {/* A screen of another type starts from its own server answer, never from this cache. */}
      <StaffSWR key={type} seed={seed}>
        <RedakturListScreen type={type} bureauName={getBureau(bureau)?.name ?? bureau} />
      </StaffSWR>
    </>
  );
}
