import { z } from 'zod';

/**
 * Reading browsers' CSP violation reports into a few bounded fields. A report is written by
 * whoever posts it, so nothing of it is kept as sent: the directive is one of a fixed list, the
 * blocked address only its origin or kind, the page only its path. Nothing per visitor (query
 * strings carry search terms and tokens) reaches the log or the metrics.
 */

/** The directives a violation can name; any other value is 'other', so the metric's labels stay few. */
export const CSP_DIRECTIVES = [
  'default-src',
  'child-src',
  'connect-src',
  'fenced-frame-src',
  'font-src',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'script-src',
  'script-src-attr',
  'script-src-elem',
  'style-src',
  'style-src-attr',
  'style-src-elem',
  'worker-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'require-trusted-types-for',
  'trusted-types',
  'webrtc',
] as const;

export type CspDirective = (typeof CSP_DIRECTIVES)[number] | 'other';
export type CspDisposition = 'enforce' | 'report';

/** One violation, reduced to what may be logged. */
export interface CspViolation {
  directive: CspDirective;
  disposition: CspDisposition;
  /** The blocked resource's origin, or its kind: 'inline', 'eval', 'data', 'blob'… */
  blocked: string;
  /** The page's path, without query or fragment. */
  documentPath: string;
  /** The first characters of the blocked code, when the policy asks for samples ('report-sample'). */
  sample?: string;
}

const DIRECTIVES: ReadonlySet<string> = new Set(CSP_DIRECTIVES);

/** Browsers send at most 40 characters of a sample (CSP3); a forged report may send more. */
export const SAMPLE_LENGTH = 40;
/** Portal paths are shorter (the server refuses paths over 1024); this bounds a forged one. */
const PATH_LENGTH = 200;

/**
 * The label of a reported directive. CSP2 browsers send `violated-directive` with its sources
 * ("script-src 'self'"): the name is the first word.
 */
export function directiveLabel(reported: string | undefined): CspDirective {
  const name = reported?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return DIRECTIVES.has(name) ? (name as CspDirective) : 'other';
}

/** What browsers send instead of an address for code or objects that have none. */
const BLOCKED_KEYWORDS: ReadonlySet<string> = new Set(['inline', 'eval', 'wasm-eval', 'trusted-types-policy', 'trusted-types-sink', 'self', 'data', 'blob', 'filesystem']);
const ORIGIN_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'ws:', 'wss:']);

/**
 * The blocked address as it may be logged: a web address's origin (its path and query could name a
 * visitor), any other address's scheme alone ('data' for a data: URL, whose content is the
 * payload; 'chrome-extension' without the extension's id), or the browser's keyword.
 */
export function blockedSource(reported: string | undefined): string {
  const value = reported?.trim() ?? '';
  if (value === '') return 'none';
  if (BLOCKED_KEYWORDS.has(value.toLowerCase())) return value.toLowerCase();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'other';
  }
  if (ORIGIN_SCHEMES.has(url.protocol)) return url.origin;
  const scheme = url.protocol.slice(0, -1);
  return /^[a-z][a-z0-9+.-]{0,31}$/.test(scheme) ? scheme : 'other';
}

/** The reporting page's path, without query or fragment ('other' for what is no web address). */
export function documentPath(reported: string): string {
  try {
    const url = new URL(reported);
    return ORIGIN_SCHEMES.has(url.protocol) ? url.pathname.slice(0, PATH_LENGTH) : blockedSource(reported);
  } catch {
    return 'other';
  }
}

function violation(fields: { directive: string | undefined; disposition: string | null | undefined; blocked: string | null | undefined; document: string; sample: string | null | undefined }): CspViolation {
  const sample = fields.sample ? fields.sample.slice(0, SAMPLE_LENGTH) : undefined;
  return {
    directive: directiveLabel(fields.directive),
    // Only browsers older than CSP3 leave `disposition` out; taking theirs as enforced keeps the
    // label to two values.
    disposition: fields.disposition === 'report' ? 'report' : 'enforce',
    blocked: blockedSource(fields.blocked ?? undefined),
    documentPath: documentPath(fields.document),
    ...(sample ? { sample } : {}),
  };
}

const optionalText = z.string().nullish();

/** `report-uri`'s body (application/csp-report): one violation under "csp-report". */
const reportUriBody = z.object({
  'csp-report': z
    .object({
      'document-uri': z.string(),
      'effective-directive': z.string().optional(),
      'violated-directive': z.string().optional(),
      'blocked-uri': optionalText,
      disposition: optionalText,
      'script-sample': optionalText,
    })
    .refine((report) => report['effective-directive'] !== undefined || report['violated-directive'] !== undefined),
});

/** The Reporting API's body (`report-to`, application/reports+json): reports of any type. */
const reportingBatch = z.array(z.object({ type: z.string(), body: z.unknown() }));
const reportingViolation = z.object({
  documentURL: z.string(),
  effectiveDirective: z.string(),
  blockedURL: optionalText,
  disposition: optionalText,
  sample: optionalText,
});

function fromReportUri(value: unknown): CspViolation[] | null {
  const parsed = reportUriBody.safeParse(value);
  if (!parsed.success) return null;
  const report = parsed.data['csp-report'];
  return [
    violation({
      directive: report['effective-directive'] ?? report['violated-directive'],
      disposition: report.disposition,
      blocked: report['blocked-uri'],
      document: report['document-uri'],
      sample: report['script-sample'],
    }),
  ];
}

/** A batch may carry other report types (deprecations, interventions): skipped, not refused. */
function fromReportingApi(value: unknown): CspViolation[] | null {
  const batch = reportingBatch.safeParse(value);
  if (!batch.success) return null;
  const violations: CspViolation[] = [];
  for (const report of batch.data) {
    if (report.type !== 'csp-violation') continue;
    const body = reportingViolation.safeParse(report.body);
    if (!body.success) return null;
    const { documentURL, effectiveDirective, blockedURL, disposition, sample } = body.data;
    violations.push(violation({ directive: effectiveDirective, disposition, blocked: blockedURL, document: documentURL, sample }));
  }
  return violations;
}

/** The media types a report arrives as; application/json is sent by some browsers for either. */
export const CSP_REPORT_MEDIA_TYPES: ReadonlySet<string> = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

/** The violations in a parsed JSON body of the given media type, or null when it is no report. */
export function violationsOf(mediaType: string, value: unknown): CspViolation[] | null {
  if (mediaType === 'application/csp-report') return fromReportUri(value);
  if (mediaType === 'application/reports+json') return fromReportingApi(value);
  return Array.isArray(value) ? fromReportingApi(value) : fromReportUri(value);
}
