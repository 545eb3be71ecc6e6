import { errorStatus, type ErrorCode } from '@moim/contract';

/**
 * An expected failure of a request. `code` is an error code of the contract, so the client gets
 * the same text in its language that the forms show, and the HTTP status the code has
 * (`errorStatus`, decision 53): whoever throws names what went wrong, never a status.
 */
export class AppError extends Error {
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.status = errorStatus[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
