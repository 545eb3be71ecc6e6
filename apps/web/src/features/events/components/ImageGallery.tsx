import type { EventImage } from '@moim/contract';
import type { TFunction } from 'i18next';
import { Dialog } from 'radix-ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ImageGallery.module.css';

/** The main image plus up to 4 more (spec). */
export const GALLERY_MAX = 5;

/** The gallery's images: the main one first, then the others, without repeats, each with its description. */
export function galleryImages(mainImage: string, images: EventImage[]): EventImage[] {
  const described = new Map(images.map((image) => [image.url, image]));
  return [...new Set([mainImage, ...images.map((i) => i.url)].filter(Boolean))]
    .slice(0, GALLERY_MAX)
    .map((url) => described.get(url) ?? { url });
}

/**
 * An event image's alt text: the event's name and where the image stands ("Picnic, image 2 of
 * 5"), after the uploader's description when there is one.
 */
export function eventImageAlt(
  t: TFunction<'events'>,
  name: string,
  image: EventImage,
  index: number,
  count: number,
): string {
  const place = { name, index: index + 1, count };
  return image.alt ? t('gallery.describedImageAlt', { ...place, alt: image.alt }) : t('gallery.imageAlt', place);
}

export interface ImageGalleryProps {
  /** The event's name, for the alt texts. */
  name: string;
  images: EventImage[];
  headingId: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The thumbnails of an event's images; each opens a viewer (a dialog: Escape closes, the left
 * and right arrow keys move, the focus stays inside, "Image 2 of 5" is announced).
 */
export function ImageGallery({ name, images, headingId }: ImageGalleryProps) {
  const { t } = useTranslation('events');
  const hintId = useId();
  const [index, setIndex] = useState<number | null>(null);
  /** The thumbnail that opened the viewer, which gets the focus back when it closes. */
  const opener = useRef<HTMLButtonElement | null>(null);
  const count = images.length;

  const move = (step: number) => setIndex((current) => (current === null ? current : (current + step + count) % count));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };

  const position = index === null ? '' : t('gallery.position', { index: index + 1, count });
  const altOf = (i: number) => eventImageAlt(t, name, images[i]!, i, count);
  const shown = index === null ? undefined : images[index];

  return (
    <>
      <ul className={styles.grid} aria-labelledby={headingId}>
        {images.map(({ url }, i) => (
          <li key={url} className={i === 0 ? styles.first : undefined}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={t('gallery.openPhoto', { photo: altOf(i) })}
              aria-haspopup="dialog"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setIndex(i);
              }}
            >
              <img src={url} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>

      <Dialog.Root open={index !== null} onOpenChange={(open) => !open && setIndex(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.viewer}
            aria-describedby={hintId}
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <div className={styles.bar}>
              <Dialog.Title className={styles.title}>{t('gallery.viewerTitle', { name })}</Dialog.Title>
              <p className={styles.position} aria-live="polite" aria-atomic="true">
                {position}
              </p>
              <Dialog.Close className={styles.close} aria-label={t('gallery.close')}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            </div>
            <p id={hintId} className="visually-hidden">
              {t('gallery.keyboardHint')}
            </p>
            <div className={styles.stage}>
              {count > 1 && (
                <button
                  type="button"
                  className={`${styles.nav} ${styles.prev}`}
                  aria-label={t('gallery.previous')}
                  onClick={() => move(-1)}
                >
                  <Chevron direction="left" />
                </button>
              )}
              {index !== null && shown && (
                <img key={shown.url} src={shown.url} alt={altOf(index)} className={styles.image} />
              )}
              {count > 1 && (
                <button
                  type="button"
                  className={`${styles.nav} ${styles.next}`}
                  aria-label={t('gallery.next')}
                  onClick={() => move(1)}
                >
                  <Chevron direction="right" />
                </button>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
