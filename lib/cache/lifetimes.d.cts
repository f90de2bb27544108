/** Types of lifetimes.cjs: every cache's time, in seconds (see there). */
export declare const LIFETIMES: {
  readonly page: { readonly content: number; readonly sakipDocument: number; readonly shareImage: number };
  readonly wordpress: { readonly answer: number; readonly visitorCount: number; readonly search: number };
  readonly redis: { readonly entry: number; readonly freeText: number; readonly notFound: number };
  readonly http: { readonly notFound: number; readonly staleIfError: number; readonly outageRetryAfter: number };
  readonly nginx: { readonly page: number; readonly unusedCopy: number; readonly buildAsset: number; readonly image: number };
  readonly edge: { readonly page: number; readonly liveCounts: number; readonly purgeRepeats: readonly number[]; readonly purgeGather: number };
};
