/**
 * A call refused in the browser before it is sent (SPEC §8 "local refusals"), shaped like a
 * response: the normalisers read its status, message and code as they would the server's.
 */
export class LocalRefusal extends Error {
  readonly status: number;
  /** The server's error_code for the same refusal, when it has one. */
  readonly code: string | undefined;
  constructor(message: string, status = 400, code?: string) {
    super(message);
    this.name = 'LocalRefusal';
    this.status = status;
    this.code = code;
  }
}
