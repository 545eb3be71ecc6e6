import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AdminRow, AdminsRepository } from './admins.repository.ts';

/**
 * Who may use the admin pages (decision 0042): there is no default admin. Rights are granted to
 * an account by its login ID, by the `npm run admin` command (or the ADMIN_USER_IDS setting,
 * which the session check reads); they are stored, so they hold on every server process.
 */
export function createAdminsService(deps: {
  repos: { admins: AdminsRepository; users: UsersRepository };
  clock: Clock;
}) {
  const { repos, clock } = deps;

  async function account(userId: string) {
    const user = await repos.users.findByUserId(userId);
    if (!user) throw new AppError('userNotFound');
    return user;
  }

  return {
    /** Grants admin rights to the account with this login ID; `by` says who granted them. Returns whether they are new. */
    async grant(userId: string, by: string): Promise<boolean> {
      const user = await account(userId);
      return repos.admins.grant({ userId: user.id, grantedAt: clock.now(), grantedBy: by });
    },

    /** Takes admin rights back; returns whether the account had them. */
    async revoke(userId: string): Promise<boolean> {
      return repos.admins.revoke((await account(userId)).id);
    },

    list(): Promise<AdminRow[]> {
      return repos.admins.list();
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;
