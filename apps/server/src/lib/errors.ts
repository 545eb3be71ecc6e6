import type { MessageKey } from '@moim/contract';

/** HTTP status of each error code that is not a plain 400. */
const statusByCode: Partial<Record<MessageKey, number>> = {
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  apiNotFound: 404,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  codeTooManyAttempts: 429,
  uploadQuotaReached: 429,
  eventQuotaReached: 429,
  likeQuotaReached: 429,
  joinQuotaReached: 429,
  messageQuotaReached: 429,
  contactTooMany: 429,
  // The request would pass what the account may keep stored; it fits once images are used or removed.
  unattachedUploadsFull: 413,
  internalError: 500,
};

/**
 * An expected failure of a request. `code` is a message key of the contract, so the
 * client gets the same text in its language that the forms show.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: MessageKey,
    options: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.status = options.status ?? statusByCode[code] ?? 400;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  readonly retryAfterSeconds: number | undefined;
}
