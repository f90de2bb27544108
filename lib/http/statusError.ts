/**
 * A request that failed with an HTTP status (0 when nothing answered) and the error code the server
 * gave, if any: what the WordPress client and the staff screens' fetcher both report.
 */
export class HttpStatusError extends Error {
  readonly status: number;
  readonly code?: string;

  constructor(name: string, message: string, status: number, code?: string) {
    super(message);
    this.name = name;
    this.status = status;
    this.code = code;
  }
}
