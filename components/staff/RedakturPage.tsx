import { getBureau } from '@/lib/content/bureaus';
import type { StaffListPage } from '@/lib/loaders/staff';
import { typeLabel, type StaffType } from '@/lib/staff/types';
import { NoBureau } from './NoBureau';
import { RedakturListScreen } from './RedakturListScreen';
import { StaffNav } from './StaffNav';
import { StaffSWR } from './StaffSWR';

/** Server part of an editor list: the loader's first answer (lib/loaders/staff.ts loadRedakturPage) seeded into SWR. */
export function RedakturPage({ type, page }: { type: StaffType; page: StaffListPage }) {
  if (!page.bureau) return <NoBureau title={typeLabel(type)} />;
  return (
    <>
      <StaffNav role="redaktur" current={type} />
      {/* A screen of another type starts from its own server answer, never from this cache. */}
      <StaffSWR key={type} seed={page.seed}>
        <RedakturListScreen type={type} bureauName={getBureau(page.bureau)?.name ?? page.bureau} />
      </StaffSWR>
    </>
  );
}
