import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import type { ConsentsRepository } from '../account/consents.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AuthRepository } from './auth.repository.ts';

/** The repositories every part of signing in and up reads and writes. */
export interface AuthRepos {
  auth: AuthRepository;
  users: UsersRepository;
  consents: ConsentsRepository;
}

export type AuthTransaction = TransactionRunner<AuthRepos>;
