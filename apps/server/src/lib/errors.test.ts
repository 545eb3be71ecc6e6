import { errorStatus, type ErrorCode } from '@moim/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';

describe('AppError', () => {
  it("has its code's status, for every error code", () => {
    for (const code of Object.keys(errorStatus) as ErrorCode[]) {
      expect(new AppError(code).status, code).toBe(errorStatus[code]);
    }
  });

  it('takes no status from whoever throws it', () => {
    // @ts-expect-error: the status belongs to the code
    expect(new AppError('eventNotFound', { status: 400 }).status).toBe(404);
  });
});
