import type { EventImage } from '@moim/contract';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ImageGallery.module.css';

/** The main image plus up to 4 more (spec). */
const GALLERY_MAX = 5;

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

const ImageViewer = lazy(() => import('./ImageViewer.tsx').then((m) => ({ default: m.ImageViewer })));

/**
 * The thumbnails of an event's images after the main one (the page's banner already shows that
 * one), in a row of equal tiles; each opens the viewer (`ImageViewer`), which has them all.
 */
export function ImageGallery({ name, images, headingId }: ImageGalleryProps) {
  const { t } = useTranslation('events');
  const [index, setIndex] = useState<number | null>(null);
  /** The thumbnail that opened the viewer, which gets the focus back when it closes. */
  const opener = useRef<HTMLButtonElement | null>(null);
  const count = images.length;
  const altOf = (i: number) => eventImageAlt(t, name, images[i]!, i, count);

  return (
    <>
      <ul
        className={styles.grid}
        aria-labelledby={headingId}
        // One row of up to 4 tiles (2 columns at least, so one picture is not as wide as the page).
        style={{ '--columns': Math.min(4, Math.max(2, count - 1)) } as CSSProperties}
      >
        {images
          .map(({ url }, i) => ({ url, i }))
          .slice(1)
          .map(({ url, i }) => (
            <li key={url}>
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

      {index !== null && (
        <Suspense fallback={null}>
          <ImageViewer
            name={name}
            images={images}
            index={index}
            altOf={altOf}
            onIndexChange={setIndex}
            onClose={() => setIndex(null)}
            opener={opener}
          />
        </Suspense>
      )}
    </>
  );
}
