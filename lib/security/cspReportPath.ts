/**
 * Where browsers send Content-Security-Policy violation reports (app/api/csp-report). On its own,
 * free of imports, so the policy builder in next.config.ts can name it in `report-uri` and
 * `Reporting-Endpoints` without loading the server code behind the endpoint.
 */
export const CSP_REPORT_PATH = '/api/csp-report';
