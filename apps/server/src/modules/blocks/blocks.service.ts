import type { BlockedList, BlockState } from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { assertNotSelf } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { BlocksRepository } from './blocks.repository.ts';

/**
 * Blocking a person (decision 72). What a block changes is enforced where it matters: joining
 * (participants), notifications (their round), the chat's folded messages (the web, from the
 * list). Nobody is told of a block.
 */
export function createBlocksService(deps: {
  repos: { blocks: BlocksRepository; users: UsersRepository };
  clock: Clock;
}) {
  const { repos, clock } = deps;

  async function personOf(userId: string) {
    const person = await repos.users.findByUserId(userId);
    if (!person) throw new AppError('userNotFound');
    return person;
  }

  return {
    async block(caller: Caller, userId: string): Promise<BlockState> {
      const person = await personOf(userId);
      assertNotSelf(caller, person, 'blockSelf');
      await repos.blocks.block(caller.id, person.id, clock.now());
      return { blocked: true };
    },

    async unblock(caller: Caller, userId: string): Promise<BlockState> {
      const person = await personOf(userId);
      await repos.blocks.unblock(caller.id, person.id);
      return { blocked: false };
    },

    async blocked(caller: Caller): Promise<BlockedList> {
      const rows = await repos.blocks.blockedBy(caller.id);
      return { people: rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() })) };
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
