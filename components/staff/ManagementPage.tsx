import { getBureau } from '@/lib/content/bureaus';
import type { StaffListPage } from '@/lib/loaders/staff';
import { editorLink } from '@/lib/staff/links';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import type { StaffType } from '@/lib/staff/types';
import { ManagementScreen } from './ManagementScreen';
import { NoBureau } from './NoBureau';
import { StaffNav } from './StaffNav';
import { StaffSWR } from './StaffSWR';

/** Server part of an admin content page: the loader's first answers (lib/loaders/staff.ts loadAdminPage) handed to SWR as its starting cache. */
export function ManagementPage({ type, page }: { type: StaffType; page: StaffListPage }) {
  if (!page.bureau) return <NoBureau title={STAFF_TEXTS.managementTitle} />;
  return (
    <>
      <StaffNav role="admin" current={type} />
      {/* A screen of another type starts from its own server answer, never from this cache. */}
      <StaffSWR key={type} seed={page.seed}>
        <ManagementScreen type={type} bureauName={getBureau(page.bureau)?.name ?? page.bureau} newPostUrl={editorLink({ create: type })} />
      </StaffSWR>
    </>
  );
}
