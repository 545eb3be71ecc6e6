import { GenderSchema } from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { ConsentsRepository } from '../account/consents.repository.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { RequestContext } from './request-context.ts';
import { isReservedUserId } from './reserved-user-ids.ts';

/** What a new account is made of, by a sign-up with a password or with Google. */
export interface NewAccountFields {
  userId: string;
  email: string;
  username: string;
  passwordHash: string | null;
  dob: string;
  gender: string;
  nationality: string;
  termsAccepted?: boolean;
  marketingAccepted?: boolean;
}

/** Nobody has the ID and it is not one kept for staff. */
export async function isUserIdFree(users: UsersRepository, userId: string): Promise<boolean> {
  return !isReservedUserId(userId) && !(await users.findByUserId(userId));
}

function conflictFromUniqueViolation(error: unknown): never {
  const violation = uniqueViolation(error);
  if (violation?.constraint?.includes('email')) throw new AppError('emailTaken');
  if (violation) throw new AppError('userIdTaken');
  throw error;
}

/**
 * Creates an account row with the consents given, and their history's first lines (in the
 * caller's transaction); a taken ID or e-mail is refused as taken.
 */
export async function insertUser(
  tx: { users: UsersRepository; consents: ConsentsRepository },
  clock: Clock,
  fields: NewAccountFields,
  context: RequestContext,
): Promise<UserRow> {
  const now = clock.now();
  const user = await tx.users
    .insert({
      userId: fields.userId,
      email: fields.email,
      username: fields.username,
      passwordHash: fields.passwordHash,
      dob: fields.dob,
      // signUpProblem has checked it; this narrows the text to the column's values.
      gender: GenderSchema.parse(fields.gender),
      nationality: fields.nationality,
      locale: context.locale,
      termsAcceptedAt: fields.termsAccepted ? now : null,
      marketingConsentAt: fields.marketingAccepted ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .catch(conflictFromUniqueViolation);
  const given = [fields.termsAccepted && 'terms', fields.marketingAccepted && 'marketing'] as const;
  await tx.consents.record(given.flatMap((kind) => (kind ? [{ userId: user.id, kind, given: true, at: now }] : [])));
  return user;
}
