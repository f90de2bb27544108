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
};
export declare function routeKind(pathname: string): string;
