import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertAdmin } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { ModerationRepository } from '../moderation/moderation.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AdminRow, AdminsRepository } from './admins.repository.ts';

interface Repos {
  admins: AdminsRepository;
  users: UsersRepository;
  moderation: ModerationRepository;
}

/** Who changes admin rights: an admin in the console, or the `npm run admin` command. */
export type AdminActor = Caller | 'command';

/**
 * Who may use the admin pages (decisions 0042 and 0076): there is no default admin. Rights are
 * granted to an account by its login ID, by the `npm run admin` command (or the ADMIN_USER_IDS
 * setting, which the session check reads) or by another admin in the console; they are stored,
 * so they hold on every server process. Each grant and revocation is written to the audit log.
 */
export function createAdminsService(deps: { repos: Repos; transaction: TransactionRunner<Repos>; clock: Clock }) {
  const { repos, transaction, clock } = deps;

  async function account(userId: string) {
    const user = await repos.users.findByUserId(userId);
    if (!user) throw new AppError('userNotFound');
    return user;
  }

  /** Writes the change to the audit log, in its transaction. */
  function log(
    tx: Repos,
    by: AdminActor,
    action: 'grantAdmin' | 'revokeAdmin',
    user: { id: string; userId: string; username: string },
    reason: string,
  ) {
    return tx.moderation.log({
      adminId: by === 'command' ? null : by.id,
      adminUserId: by === 'command' ? 'command' : by.userId,
      action,
      targetType: 'admin',
      targetId: user.id,
      targetUser: user.id,
      targetUserId: user.userId,
      targetUsername: user.username,
      reason,
      createdAt: clock.now(),
    });
  }

  return {
    /** Grants admin rights to the account with this login ID. Returns whether they are new. */
    async grant(by: AdminActor, userId: string, reason: string): Promise<boolean> {
      if (by !== 'command') assertAdmin(by);
      const user = await account(userId);
      return transaction(async (tx) => {
        const granted = await tx.admins.grant({
          userId: user.id,
          grantedAt: clock.now(),
          grantedBy: by === 'command' ? 'command' : by.userId,
        });
        if (granted) await log(tx, by, 'grantAdmin', user, reason);
        return granted;
      });
    },

    /**
     * Takes admin rights back; returns whether the account had them. In the console, the last
     * admin stays (`lastAdmin`): the command is the way back in, not a console nobody can open.
     */
    async revoke(by: AdminActor, userId: string, reason: string): Promise<boolean> {
      if (by !== 'command') assertAdmin(by);
      const user = await account(userId);
      return transaction(async (tx) => {
        // Locked, so two admins revoking each other at once cannot leave none.
        const admins = await tx.admins.lockAll();
        if (by !== 'command' && admins.length <= 1 && admins.includes(user.id)) throw new AppError('lastAdmin');
        const revoked = await tx.admins.revoke(user.id);
        if (revoked) await log(tx, by, 'revokeAdmin', user, reason);
        return revoked;
      });
    },

    /** Every granted admin, the earliest first; in the console, for admins only. */
    async list(by: AdminActor): Promise<AdminRow[]> {
      if (by !== 'command') assertAdmin(by);
      return repos.admins.list();
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;
