import type { Counter, Histogram, Registry } from 'prom-client';

export declare const metrics: {
  registry: Registry;
  requests: Counter<'kind' | 'status'>;
  requestSeconds: Histogram<'kind'>;
  pageCache: Counter<'result'>;
  cacheLookups: Counter<'layer' | 'result'>;
  wordpressSeconds: Histogram<'method' | 'outcome'>;
  wordpressErrors: Counter<'kind'>;
  redisFaults: Counter<'store'>;
  signIns: Counter<'method' | 'outcome'>;
  cspViolations: Counter<'directive' | 'disposition'>;
  cspReportsDropped: Counter<'reason'>;
};
export declare function routeKind(pathname: string): string;
