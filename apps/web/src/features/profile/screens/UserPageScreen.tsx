import { findCountry, type PublicUser } from '@moim/contract';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notices.ts';
import { useSession } from '../../../lib/session.ts';
import { usePublicUser, useUploadProfileImage } from '../api.ts';
import styles from './UserPageScreen.module.css';

const AVATAR_SIZE = 112;

/** The avatar on one's own page: a button that uploads a new picture, with its progress. */
function AvatarUploader({ userId, src }: { userId: string; src: string | null }) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadProfileImage(userId, setProgress);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again uploads again.
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => notify(t('messages:profileImageUpdated'), 'success'),
      onError: (error) =>
        notify(
          error instanceof ApiError && (error.body || error.status === 0)
            ? error.message
            : t('messages:profileImageFailed'),
          'error',
        ),
      onSettled: () => setProgress(null),
    });
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className={styles.avatarColumn}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-label={t('changePicture')}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        <UserAvatar src={src} alt="" size={AVATAR_SIZE} />
        <span className={styles.badge} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M9 4l-1.5 2H5a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-2.5L15 4H9z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-label={t('choosePicture')}
        onChange={onFile}
      />
      {progress !== null && (
        <div
          role="progressbar"
          aria-label={t('uploading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('uploadProgress', { percent })}
          className={styles.progress}
        >
          <span className={styles.progressBar} style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}

function ProfileHeader({ user, own }: { user: PublicUser; own: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const korean = (i18n.resolvedLanguage ?? i18n.language).startsWith('ko');
  const country = user.nationality ? findCountry(user.nationality) : undefined;
  const facts: Array<{ key: string; label: string; text: string }> = [];
  if (user.nationality) {
    facts.push({
      key: 'nationality',
      label: t('nationality'),
      // The names of the sign-up list; for a code not in it, the server's name (never the bare code).
      text: country ? (korean ? country.nameKo : country.name) : (user.nationalityName ?? user.nationality),
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
      </div>
    </section>
  );
}

/** A user's profile page (/userPage/:userId): picture, name, ID, nationality, gender and age. */
export function UserPageScreen() {
  const { t } = useTranslation('profile');
  const { userId = '' } = useParams();
  const session = useSession();
  const user = usePublicUser(userId);
  const own = session !== null && session.userId.toLowerCase() === userId.toLowerCase();

  if (user.isPending) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">{t('title')}</h1>
        <p role="status" className={styles.state}>
          {t('loading')}
        </p>
      </div>
    );
  }

  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <div className={`${styles.page} ${styles.centered}`}>
        <h1 className={styles.stateTitle}>{missing ? t('messages:userNotFound') : t('loadFailed')}</h1>
        {missing ? (
          <Link to="/" className={buttonClass({ variant: 'secondary' })}>
            {t('home')}
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => void user.refetch()}>
            {t('retry')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <ProfileHeader user={user.data} own={own} />
    </div>
  );
}
