import { countryName, findCountry, type UserProfile } from '@moim/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlockButton } from '../../../components/BlockButton.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { StarRating } from '../../../components/StarRating.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { AVATAR_SIZE, AvatarUploader } from './AvatarUploader.tsx';
import { FollowButton } from './FollowButton.tsx';
import styles from './ProfileHeader.module.css';

/** Events hosted, their attendees, and the average rating with the number of reviews. */
function ProfileFigures({ user }: { user: UserProfile }) {
  const { t, i18n } = useTranslation('profile');
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>{t('figures.hosted')}</dt>
        <dd className={styles.figureValue}>{count.format(user.hostedEventsCount)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('figures.attendees')}</dt>
        <dd className={styles.figureValue}>{count.format(user.totalAttendees)}</dd>
      </div>
      {user.followersCount !== undefined && (
        <div className={styles.figure}>
          <dt>{t('figures.followers')}</dt>
          <dd className={styles.figureValue}>{count.format(user.followersCount)}</dd>
        </div>
      )}
      <div className={styles.figure}>
        <dt>{t('figures.rating')}</dt>
        <dd className={styles.rating}>
          {user.reviewCount > 0 ? (
            <>
              <StarRating value={user.averageRating} size={18} />
              <Link to={`/reviews/${encodeURIComponent(user.userId)}`} className={styles.reviewsLink}>
                {t('figures.reviews', { count: user.reviewCount, formatted: count.format(user.reviewCount) })}
              </Link>
            </>
          ) : (
            <span className={styles.noReviews}>{t('figures.noReviews')}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Picture (an upload button on one's own page), name, ID, Follow, Block and Report (someone else's,
 * signed in), nationality, gender, age and figures.
 */
export function ProfileHeader({ user, own }: { user: UserProfile; own: boolean }) {
  const { t, i18n } = useTranslation(['profile', 'report']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The country by its code, named in the reader's language (`nationality` is its English name).
  const code = user.nationalityCode;
  const country = code ? findCountry(code) : undefined;
  const facts: Array<{ key: string; label: string; text: string }> = [];
  if (code) {
    facts.push({
      key: 'nationality',
      label: t('nationality'),
      // The names of the sign-up list; for a code not in it, the server's name (never the bare code).
      text: country ? countryName(country.code, language) : (user.nationalityName ?? user.nationality ?? code),
    });
  }
  if (user.gender) {
    facts.push({ key: 'gender', label: t('gender'), text: t(user.gender === 'male' ? 'male' : 'female') });
  }
  if (user.age !== null) facts.push({ key: 'age', label: t('age'), text: t('ageValue', { age: user.age }) });

  return (
    <section className={styles.header} aria-labelledby="profile-name">
      {own ? (
        <AvatarUploader userId={user.userId} src={user.profileImage} />
      ) : (
        <div className={styles.avatarColumn}>
          <UserAvatar src={user.profileImage} alt={t('avatarAlt', { name: user.username })} size={AVATAR_SIZE} />
        </div>
      )}
      <div className={styles.identity}>
        <h1 id="profile-name" className={styles.name}>
          {user.username}
        </h1>
        <p className={styles.handle}>@{user.userId}</p>
        {/* The server says whether a signed-in caller follows; a visitor is not asked. */}
        {!own && user.isFollowing !== undefined && (
          <div className={styles.actions}>
            <FollowButton userId={user.userId} username={user.username} following={user.isFollowing} />
            <BlockButton person={user} />
            <ReportButton
              target={{
                type: 'user',
                id: user.userId,
                subject: t('report:userSubject', { name: user.username, userId: user.userId }),
              }}
              owner={user.userId}
              label={t('report:report')}
              accessibleName={t('report:reportUser', { name: user.username })}
            />
          </div>
        )}
        {facts.length > 0 && (
          <ul className={styles.facts} aria-label={t('details')}>
            {facts.map((fact) => (
              <li key={fact.key} className={styles.fact}>
                <span className="visually-hidden">{fact.label}: </span>
                {fact.text}
              </li>
            ))}
          </ul>
        )}
        <ProfileFigures user={user} />
      </div>
    </section>
  );
}
