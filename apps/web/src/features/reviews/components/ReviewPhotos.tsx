import { MAX_REVIEW_IMAGES } from '@moim/contract/limits';
import { useTranslation } from 'react-i18next';
import styles from '../reviews.module.css';

/** A review's photos (at most 5): the first large, the others small; each opens full size in a new tab. */
export function ReviewPhotos({ images, reviewer }: { images: Array<{ url: string }>; reviewer: string }) {
  const { t } = useTranslation('reviews');
  const shown = images.slice(0, MAX_REVIEW_IMAGES);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={t('list.photos', { name: reviewer })}>
      {shown.map((image, index) => (
        <li key={`${index}-${image.url}`} className={index === 0 ? styles.photoLarge : styles.photo}>
          <a href={image.url} target="_blank" rel="noopener noreferrer">
            <img
              src={image.url}
              alt={t('list.photoAlt', { index: index + 1, count: shown.length, name: reviewer })}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
