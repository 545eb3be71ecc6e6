import { EVENT_IMAGE_MAX_BYTES, type ImageUrlResponse } from '@moim/contract';
import { IMAGE_ALT_MAX_LENGTH } from '@moim/contract/limits';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { notify } from '../lib/notices.ts';
import styles from './ImageUploader.module.css';

export interface UploadItem {
  key: string;
  name: string;
  /** An object URL of the chosen file, for the preview. */
  preview: string;
  /** 0 to 1. */
  progress: number;
  status: 'uploading' | 'done' | 'error';
  /** The server's URL once uploaded. */
  url?: string;
  error?: string;
  /** What the uploader says the image shows (its alt text), where the form asks for it. */
  alt?: string;
}

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif|avif|bmp)$/i;

function isImage(file: File): boolean {
  // Some browsers give HEIC photos no type: the name tells then. The server checks the bytes.
  return file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);
}

function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function revoke(preview: string): void {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
}

let nextKey = 1;

/** Where the chosen images are kept (the form's images field): read it, or replace it. */
export interface UploadList {
  get: () => UploadItem[];
  /** `settled` when an image was added, removed, finished or failed (not for progress). */
  set: (items: UploadItem[], settled: boolean) => void;
}

/** Sends one image, reporting progress from 0 to 1 (an endpoint of the server's image pipeline). */
export type ImageUpload = (
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<ImageUrlResponse>;

export interface ImageUploadsOptions {
  upload: ImageUpload;
  /** How many images the list may hold. */
  max: number;
  /** Runs when the session has ended. */
  onUnauthorized: () => void;
}

/**
 * The images of a form (an event's, a review's): each file is checked (images only, 5 MB each,
 * at most `max` in all: the first ones that fit are kept) and sent at once, with its progress.
 */
export function useImageUploads(list: UploadList, { upload, max, onUnauthorized }: ImageUploadsOptions) {
  const { t } = useTranslation('events');
  const controllers = useRef(new Map<string, AbortController>());
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  });

  // Leaving the screen stops the uploads and frees the previews.
  useEffect(() => {
    const running = controllers.current;
    const items = listRef;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const item of items.current.get()) revoke(item.preview);
    };
  }, []);

  const update = useCallback((key: string, patch: Partial<UploadItem>, settled: boolean) => {
    const { get, set } = listRef.current;
    set(
      get().map((item) => (item.key === key ? { ...item, ...patch } : item)),
      settled,
    );
  }, []);

  const add = (files: File[]) => {
    const accepted: File[] = [];
    for (const file of files) {
      if (!isImage(file)) notify(t('messages:imagesOnly'), 'error');
      else if (file.size > EVENT_IMAGE_MAX_BYTES) notify(t('messages:fileTooLarge', { name: file.name }), 'error');
      else accepted.push(file);
    }
    const room = Math.max(0, max - list.get().length);
    if (accepted.length > room) notify(t('messages:tooManyFiles'), 'error');
    const kept = accepted.slice(0, room);
    const added = kept.map((file): UploadItem => ({
      key: `image-${nextKey++}`,
      name: file.name,
      preview: previewOf(file),
      progress: 0,
      status: 'uploading',
    }));
    if (added.length === 0) return;
    list.set([...list.get(), ...added], true);

    added.forEach((item, index) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      upload(kept[index]!, {
        signal: controller.signal,
        onProgress: (progress) => update(item.key, { progress }, false),
      })
        .then(({ imageUrl }) => update(item.key, { status: 'done', progress: 1, url: imageUrl }, true))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          if (error instanceof ApiError && error.status === 401) {
            update(item.key, { status: 'error', error: t('messages:unauthorized') }, true);
            onUnauthorized();
            return;
          }
          // Said beside the image (and announced there), not again as a notice.
          const message = error instanceof ApiError && error.message ? error.message : t('messages:profileImageFailed');
          update(item.key, { status: 'error', error: message }, true);
        })
        .finally(() => controllers.current.delete(item.key));
    });
  };

  const describe = (key: string, alt: string) => update(key, { alt }, false);

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const item = list.get().find((i) => i.key === key);
    if (item) revoke(item.preview);
    list.set(
      list.get().filter((i) => i.key !== key),
      true,
    );
  };

  return { add, remove, describe };
}

export interface ImageUploaderProps {
  items: UploadItem[];
  /** How many images the list may hold. */
  max: number;
  /** Marks the first image as the main one (an event's). */
  firstIsMain?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** Ids of the label and hint. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Gets the drop zone's button, to focus it when the images are missing. */
  ref?: Ref<HTMLButtonElement>;
  /** Given, each image gets a box for its description (alt text), which this receives. */
  onDescribe?: (key: string, alt: string) => void;
}

/**
 * The drop zone (a button: click, Enter or Space opens the file picker; files can also be
 * dropped on it), the "n / max" count and the previews with their progress and remove buttons.
 */
export function ImageUploader({
  items,
  max,
  firstIsMain = false,
  onAdd,
  onRemove,
  labelledBy,
  describedBy,
  invalid,
  ref,
  onDescribe,
}: ImageUploaderProps) {
  const { t } = useTranslation('events');
  const input = useRef<HTMLInputElement>(null);
  const countId = useId();
  const textId = useId();
  const altHintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <div className={styles.uploader}>
      <button
        ref={ref}
        type="button"
        className={`${styles.dropzone} ${dragging ? styles.dragging : ''}`}
        aria-labelledby={`${labelledBy} ${textId}`}
        aria-describedby={[describedBy, countId].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        onClick={() => input.current?.click()}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="9" cy="10" r="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M4 18l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <span id={textId} className={styles.dropText}>
          {dragging ? t('post.dropzoneActive') : t('post.dropzone')}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        aria-label={t('post.chooseImages')}
        data-testid="image-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again adds it again.
          event.target.value = '';
          onAdd(files);
        }}
      />
      <p id={countId} className={styles.count} aria-live="polite">
        <span aria-hidden="true">{t('post.imageCount', { count: items.length, max })}</span>
        <span className="visually-hidden">{t('post.imageCountLabel', { count: items.length, max })}</span>
      </p>
      {items.length > 0 && (
        <ul className={styles.previews}>
          {items.map((item, index) => {
            const percent = Math.round(item.progress * 100);
            return (
              <li key={item.key} className={`${styles.preview} ${item.status === 'error' ? styles.failed : ''}`}>
                <div className={styles.thumb}>
                  {item.preview ? <img src={item.preview} alt={item.name} /> : <span className={styles.noPreview} />}
                  {firstIsMain && index === 0 && <span className={styles.main}>{t('post.main')}</span>}
                </div>
                <p id={`${altHintId}-${item.key}-name`} className={styles.name} title={item.name}>
                  {item.name}
                </p>
                {item.status === 'uploading' && (
                  <div
                    role="progressbar"
                    aria-label={t('post.uploadingImage', { name: item.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-valuetext={t('post.uploadProgress', { percent })}
                    className={styles.progress}
                  >
                    <span className={styles.bar} style={{ width: `${percent}%` }} />
                  </div>
                )}
                {item.status === 'error' && (
                  <p className={styles.error} role="alert">
                    {t('post.uploadFailed')}: {item.error}
                  </p>
                )}
                {onDescribe && item.status !== 'error' && (
                  <div className={styles.alt}>
                    <label
                      id={`${altHintId}-${item.key}-label`}
                      htmlFor={`${altHintId}-${item.key}`}
                      className={styles.altLabel}
                    >
                      {t('post.imageAlt')}
                    </label>
                    {/* Named with the file's name, so each image's box says which image it is. */}
                    <input
                      id={`${altHintId}-${item.key}`}
                      aria-labelledby={`${altHintId}-${item.key}-label ${altHintId}-${item.key}-name`}
                      className={styles.altInput}
                      value={item.alt ?? ''}
                      maxLength={IMAGE_ALT_MAX_LENGTH}
                      aria-describedby={altHintId}
                      onChange={(event) => onDescribe(item.key, event.target.value)}
                    />
                  </div>
                )}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('post.removeImage', { name: item.name })}
                  onClick={() => onRemove(item.key)}
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {onDescribe && items.length > 0 && (
        <p id={altHintId} className={styles.altHint}>
          {t('post.imageAltHint')}
        </p>
      )}
    </div>
  );
}
