import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notices.ts';
import { useUploadProfileImage } from '../api.ts';
import styles from './ProfileHeader.module.css';

export const AVATAR_SIZE = 112;

/** The avatar on one's own page: a button that uploads a new picture, with its progress. */
export function AvatarUploader({ userId, src }: { userId: string; src: string | null }) {
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
