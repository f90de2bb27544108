import { ROLES } from '@/lib/auth/constants';
import { loadSubmissions } from '@/lib/loaders/staff';
import { staffListRoute } from '@/lib/staff/listRoute';
import { parsePage } from '@/lib/staff/pagination';

/** GET /api/staff/admin/{type}/submissions?page=n: the 'Status Pengajuan' panel of the user's bureau. */
export async function GET(request: Request, { params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  return staffListRoute(request, ROLES.admin, type, (scope, staffType, query) => loadSubmissions(scope, staffType, parsePage(query.get('page'))));
}
