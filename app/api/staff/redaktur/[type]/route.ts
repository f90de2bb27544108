import { ROLES } from '@/lib/auth/constants';
import { loadRedakturList } from '@/lib/loaders/staff';
import { staffListRoute } from '@/lib/staff/listRoute';
import { parsePage } from '@/lib/staff/pagination';
import { parseRedakturTab } from '@/lib/staff/tabs';

/** GET /api/staff/redaktur/{type}?tab=tertunda|diterbitkan&page=n: an editor list of the user's bureau. */
export async function GET(request: Request, { params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  return staffListRoute(request, ROLES.redaktur, type, (scope, staffType, query) =>
    loadRedakturList(scope, staffType, parseRedakturTab(query.get('tab')), parsePage(query.get('page'))),
  );
}
