import { ROLES } from '@/lib/auth/constants';
import { parseBureauFilter } from '@/lib/staff/bureauFilter';
import { loadAdminList } from '@/lib/loaders/staff';
import { staffListRoute } from '@/lib/staff/listRoute';
import { parsePage } from '@/lib/staff/pagination';
import { parseAdminTab } from '@/lib/staff/tabs';

/** GET /api/staff/admin/{type}?tab=semua|diterbitkan|internal|diproses&page=n[&biro=…]: an admin list of the user's bureau. */
export async function GET(request: Request, { params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  return staffListRoute(request, ROLES.admin, type, (scope, staffType, query) =>
    loadAdminList(scope, staffType, parseAdminTab(query.get('tab')), parsePage(query.get('page')), parseBureauFilter(query.get('biro'))),
  );
}
