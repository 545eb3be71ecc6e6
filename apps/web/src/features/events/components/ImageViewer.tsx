import type { EventImage } from '@moim/contract';
import { Dialog } from 'radix-ui';
import { useId, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ImageViewer.module.css';

export interface ImageViewerProps {
  /** The event's name, for the title. */
  name: string;
  images: EventImage[];
  /** The image shown. */
  index: number;
  /** The alt text of the image at `index`. */
  altOf: (index: number) => string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The thumbnail that opened the viewer, which gets the focus back when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
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
 * An event's images, one at a time, over the page: a dialog (Escape closes, the left and right
 * arrow keys move, the focus stays inside, "Image 2 of 5" is announced). Loaded when a thumbnail
 * is first opened, so the dialog's code is not on the event page's way to its first paint.
 */
export function ImageViewer({ name, images, index, altOf, onIndexChange, onClose, opener }: ImageViewerProps) {
  const { t } = useTranslation('events');
  const hintId = useId();
  const count = images.length;
  const move = (step: number) => onIndexChange((index + step + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };

  const position = t('gallery.position', { index: index + 1, count });
  const shown = images[index];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
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
            {shown && <img key={shown.url} src={shown.url} alt={altOf(index)} className={styles.image} />}
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
  );
}
