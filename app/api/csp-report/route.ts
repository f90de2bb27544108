import { handleCspReport } from '@/lib/security/cspReports';

/**
 * POST /api/csp-report: browsers' Content-Security-Policy violation reports, `report-uri` and
 * `report-to` alike (lib/security/cspReports.ts). Other methods get Next's 405.
 */
export async function POST(request: Request): Promise<Response> {
  return handleCspReport(request);
}
