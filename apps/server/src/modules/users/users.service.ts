import {
  ageOn,
  countryName,
  nationalityFields,
  seoulDate,
  type CurrentUser,
  type Locale,
  type PublicUser,
  type UserProfile,
} from '@moim/contract';
import type { CacheInvalidation } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertSelf, canSeePrivateFields } from '../access/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../access/caller.ts';
import type { ClosingRepository } from '../account/closing.repository.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

export function createUsersService(deps: {
  repository: UsersRepository;
  follows: Pick<FollowsRepository, 'followersCount' | 'isFollowing'>;
  /** Whether an ID without an account belonged to one deleted (decision 74). */
  closing: Pick<ClosingRepository, 'wasClosed'>;
  uploads: UploadsService;
  clock: Clock;
  changes: CacheInvalidation;
}) {
  const { repository, follows, uploads, clock, changes } = deps;

  /**
   * Only what anyone may see: never e-mail, date of birth, phone or password hash. The
   * nationality is answered by its English name, its code and its name in the reader's language.
   */
  function toPublic(user: UserRow, locale: Locale): PublicUser {
    return {
      id: user.id,
      userId: user.userId,
      username: user.username,
      gender: user.gender,
      age: ageOn(user.dob, seoulDate(clock.now())),
      ...nationalityFields(user.nationality),
      nationalityName: countryName(user.nationality, locale),
      profileImage: user.profileImage,
      createdAt: user.createdAt.toISOString(),
    };
  }

  return {
    /** A public profile with the user page's figures; the caller's own record adds their e-mail. */
    async getUser(userId: string, caller: Caller | null, locale: Locale): Promise<UserProfile> {
      const found = await repository.findProfile(userId);
      if (!found) throw new AppError((await deps.closing.wasClosed(userId)) ? 'accountDeleted' : 'userNotFound');
      const { user, hosting, rating } = found;
      const profile = {
        ...toPublic(user, locale),
        hostedEventsCount: Number(hosting.hostedEvents),
        totalAttendees: Number(hosting.attendees),
        averageRating: rating.average ?? 0,
        reviewCount: Number(rating.count),
        followersCount: await follows.followersCount(user.id),
        ...(caller ? { isFollowing: await follows.isFollowing(caller.id, user.id) } : {}),
      };
      return canSeePrivateFields(caller, user) ? { ...profile, email: user.email } : profile;
    },

    async getMe(caller: Caller, locale: Locale): Promise<CurrentUser> {
      const user = await repository.findById(caller.id);
      if (!user) throw new AppError('unauthorized');
      return {
        ...toPublic(user, locale),
        email: user.email,
        isAdmin: caller.isAdmin,
        passwordChangeRequired: caller.restricted || user.passwordChangeRequired,
        hasPassword: user.passwordHash !== null,
        language: user.locale,
      };
    },

    /** Remembers the caller's language, so the mails Moim sends them are written in it. */
    async setLanguage(caller: Caller, language: Locale): Promise<{ language: Locale }> {
      await repository.update(caller.id, { locale: language });
      return { language };
    },

    /** Replaces the caller's own profile picture. */
    async uploadProfileImage(
      caller: Caller,
      userId: string,
      readFile: () => Promise<Buffer | undefined>,
    ): Promise<string> {
      assertSelf(caller, userId);
      const user = await repository.findById(caller.id);
      if (!user) throw new AppError('unauthorized');
      const image = await uploads.saveImage(caller.id, 'profile', await readFile());
      await repository.update(caller.id, { profileImage: image.url, updatedAt: clock.now() });
      // Event pages and lists show the host's and the guests' pictures.
      changes.publish({ kind: 'people-changed' });
      if (user.profileImage) await uploads.removeImages([user.profileImage]);
      return image.url;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
