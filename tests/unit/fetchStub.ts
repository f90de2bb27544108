/** A fetch init as Next.js reads it: RequestInit plus its cache options (`next`). */
export type NextFetchInit = RequestInit & { next?: { tags?: string[]; revalidate?: number } };

/** The jest mock that stands in for fetch. */
export type FetchMock = jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

/** An answer with a text body (null for none): a real Response under Node, a minimal stand-in under jsdom (which has no Response). */
export function textResponse(body: string | null, init: ResponseInit = {}): Response {
  if (typeof Response !== 'undefined') return new Response(body, init);
  const status = init.status ?? 200;
  const text = body ?? '';
  return { ok: status >= 200 && status < 300, status, statusText: init.statusText ?? '', headers: new Headers(init.headers), text: async () => text, json: async () => JSON.parse(text) } as Response;
}

/** A JSON answer (Content-Type application/json plus init's headers; status 200 unless init says otherwise). */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return textResponse(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) } });
}

/** The stubbed fetch of a test scope: queue answers per call, then read what was asked. */
export interface FetchStub {
  /** The mock itself, for what the shortcuts do not cover (pending answers, implementations, call counts). */
  readonly mock: FetchMock;
  /** Queues a JSON answer for the next call. */
  json(body: unknown, init?: ResponseInit): void;
  /** Queues a text answer for the next call. */
  text(body: string | null, init?: ResponseInit): void;
  /** Queues a network failure (fetch rejects) for the next call. */
  fail(error?: Error): void;
  /** The URL of the index-th call. */
  url(index?: number): string;
  /** The init of the index-th call ({} when it had none). */
  init(index?: number): NextFetchInit;
  /** The headers of the index-th call, as the record the code sends. */
  headers(index?: number): Record<string, string>;
  /** Every URL asked, in order. */
  urls(): string[];
  /** Every call as 'METHOD url', in order. */
  requests(): string[];
}

/** Replaces global fetch with a fresh jest mock before each test of the calling scope, and puts the real one back after each. */
export function installFetchStub(): FetchStub {
  const mock: FetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  const holder = globalThis as { fetch?: typeof fetch };
  let original: typeof fetch | undefined;
  beforeEach(() => {
    original = holder.fetch;
    mock.mockReset();
    holder.fetch = mock as unknown as typeof fetch;
  });
  afterEach(() => {
    if (original) holder.fetch = original;
    else delete holder.fetch;
  });

  const call = (index: number) => {
    const args = mock.mock.calls[index];
    if (!args) throw new Error(`fetch was not called ${index + 1} time(s)`);
    return args;
  };
  return {
    mock,
    json: (body, init = {}) => void mock.mockResolvedValueOnce(jsonResponse(body, init)),
    text: (body, init = {}) => void mock.mockResolvedValueOnce(textResponse(body, init)),
    fail: (error = new TypeError('fetch failed')) => void mock.mockRejectedValueOnce(error),
    url: (index = 0) => String(call(index)[0]),
    init: (index = 0) => (call(index)[1] ?? {}) as NextFetchInit,
    headers: (index = 0) => {
      const headers = call(index)[1]?.headers;
      if (!headers || typeof headers !== 'object') throw new Error(`fetch call ${index + 1} sent no headers`);
      return headers as Record<string, string>;
    },
    urls: () => mock.mock.calls.map(([input]) => String(input)),
    requests: () => mock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`),
  };
}
