import {
  CATEGORIES,
  EVENT_LANGUAGES,
  EVENT_NAME_MAX_LENGTH,
  EVENT_QUESTION_MAX_LENGTH,
  EVENT_TYPES,
  LOCATION_DETAIL_MAX_LENGTH,
  PRICE_STEP,
  TIME_SLOTS,
  eventProblem,
  seoulDate,
  type Category,
  type EventLanguage,
  type EventProblem,
  type EventType,
  type Place,
  type SubmitEventData,
  type SubmitEventInput,
} from '@moim/contract';
import { isMessageKey, type MessageKey } from '@moim/contract/messages';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { categoryKey } from '../../../components/EventCard.tsx';
import type { RichTextEditorHandle } from '../../../components/RichTextEditor.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatPrice } from '../../../lib/format.ts';
import { notify } from '../../../lib/notices.ts';
import { useSession } from '../../../lib/session.ts';
import { useSubmitEvent } from '../api.ts';
import { Field } from '../components/Field.tsx';
import { ImageUploader, useEventImageUploads } from '../components/ImageUploader.tsx';
import { PlaceCombobox } from '../components/PlaceCombobox.tsx';
import { UsageRulesDialog } from '../components/UsageRulesDialog.tsx';
import styles from '../events.module.css';

// The editor (TipTap) loads with this screen only, after the form is on screen.
const RichTextEditor = lazy(() =>
  import('../../../components/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

interface PostEventValues {
  category: Category | '';
  type: EventType;
  name: string;
  place: Place | null;
  locationDetail: string;
  date: string;
  time: string;
  description: string;
  minParticipants: string;
  maxParticipants: string;
  question: string;
  price: string;
  languages: EventLanguage[];
  feesIncluded: boolean;
  rulesAccepted: boolean;
}

type ProblemField = EventProblem['field'] | 'category' | 'type';

interface Problem {
  field: ProblemField;
  code: MessageKey;
}

/** Server codes that belong to one field, to mark it as well as saying the message. */
const FIELD_OF_CODE: Partial<Record<MessageKey, ProblemField>> = {
  eventNameRequired: 'name',
  eventNameTooLong: 'name',
  addressNotSelected: 'location',
  maxNotGreaterThanMin: 'maxParticipants',
  minParticipantsZero: 'minParticipants',
  maxParticipantsTooLarge: 'maxParticipants',
  eventInPast: 'date',
  dateInvalid: 'date',
  timeSlotInvalid: 'time',
  eventImageRequired: 'images',
  eventImagesNotUploaded: 'images',
  tooManyFiles: 'images',
  priceStep: 'price',
  priceInvalid: 'price',
  categoryInvalid: 'category',
  typeInvalid: 'type',
  descriptionTooLong: 'description',
  questionTooLong: 'question',
  locationDetailTooLong: 'locationDetail',
  languagesInvalid: 'languages',
};

/** A number typed in a field; blank is not a number (it must not become 0). */
function numberOf(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Create Event (/postEvent, signed in): every field of the spec, checked in its order before sending. */
export function PostEventScreen() {
  const { t, i18n } = useTranslation(['events', 'eventList']);
  const navigate = useNavigate();
  const session = useSession();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const submit = useSubmitEvent();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const placeInput = useRef<HTMLInputElement>(null);
  const dropzone = useRef<HTMLButtonElement>(null);
  const editor = useRef<RichTextEditorHandle>(null);

  const loginAgain = () => {
    notify(t('messages:unauthorized'), 'error', { keepOnNextPage: true });
    void navigate('/logIn');
  };
  const uploads = useEventImageUploads(loginAgain);

  const uiLanguage = (i18n.resolvedLanguage ?? i18n.language).slice(0, 2);
  const defaultLanguage = EVENT_LANGUAGES.find((l) => l === uiLanguage) ?? 'en';
  const form = useForm<PostEventValues>({
    defaultValues: {
      category: '',
      type: 'FirstCome',
      name: '',
      place: null,
      locationDetail: '',
      date: '',
      time: '',
      description: '',
      minParticipants: '',
      maxParticipants: '',
      question: '',
      price: '0',
      languages: [defaultLanguage],
      feesIncluded: false,
      rulesAccepted: false,
    },
  });
  const [price, feesIncluded, rulesAccepted] = useWatch({
    control: form.control,
    name: ['price', 'feesIncluded', 'rulesAccepted'],
  });

  const errorOf = (...fields: ProblemField[]) =>
    problem && fields.includes(problem.field) ? t(`messages:${problem.code}`) : null;
  const clear = (...fields: ProblemField[]) =>
    setProblem((current) => (current && fields.includes(current.field) ? null : current));

  const show = (found: Problem) => {
    setProblem(found);
    // After the error is on screen, so the focused control is read with its message.
    setTimeout(() => {
      if (found.field === 'location' || found.field === 'latitude' || found.field === 'longitude')
        placeInput.current?.focus();
      else if (found.field === 'images' || found.field === 'mainImage') dropzone.current?.focus();
      else if (found.field === 'description') editor.current?.focus();
      else if (found.field === 'userId') return;
      else form.setFocus(found.field);
    });
  };

  const submitValues = async (values: PostEventValues) => {
    if (uploads.items.some((item) => item.status === 'uploading')) {
      notify(t('post.imagesUploading'), 'error');
      dropzone.current?.focus();
      return;
    }
    const images = uploads.items.flatMap((item) => (item.status === 'done' && item.url ? [item.url] : []));
    const data: SubmitEventData = {
      category: (values.category || 'Others') as Category,
      type: values.type,
      name: values.name,
      date: values.date,
      time: values.time,
      description: values.description,
      minParticipants: numberOf(values.minParticipants),
      maxParticipants: numberOf(values.maxParticipants),
      question: values.question.trim() || null,
      price: numberOf(values.price),
      mainImage: images[0] ?? null,
      images,
      location: values.place?.address ?? '',
      locationDetail: values.locationDetail.trim(),
      latitude: values.place?.latitude ?? null,
      longitude: values.place?.longitude ?? null,
      languages: values.languages,
      userId: session?.userId,
    };
    const found: Problem | null =
      eventProblem(data, new Date()) ?? (values.category ? null : { field: 'category', code: 'categoryInvalid' });
    if (found) {
      show(found);
      return;
    }
    setProblem(null);

    const payload: SubmitEventInput = {
      category: data.category,
      type: data.type,
      name: data.name.trim(),
      date: data.date,
      time: data.time,
      description: data.description,
      minParticipants: data.minParticipants,
      maxParticipants: data.maxParticipants,
      question: data.question,
      price: data.price,
      mainImage: data.mainImage,
      images,
      location: data.location,
      locationDetail: data.locationDetail,
      latitude: data.latitude,
      longitude: data.longitude,
      languages: data.languages,
      userId: data.userId,
    };
    try {
      const { event } = await submit.mutateAsync(payload);
      void navigate(`/events/${event.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        loginAgain();
        return;
      }
      if (error instanceof ApiError && error.status === 413) {
        notify(t('messages:imageDataTooBig'), 'error');
        return;
      }
      const field = error instanceof ApiError && isMessageKey(error.code) ? FIELD_OF_CODE[error.code] : undefined;
      if (field && error instanceof ApiError && isMessageKey(error.code)) {
        setProblem({ field, code: error.code });
        return;
      }
      notify(error instanceof ApiError ? error.message : t('common:errors.unexpected'), 'error');
    }
  };

  const busy = form.formState.isSubmitting || submit.isPending;
  const canSubmit = feesIncluded && rulesAccepted;
  const pricePreview = (() => {
    const value = numberOf(price);
    return Number.isFinite(value) && value >= 0 ? formatPrice(value, i18n.language, t('post.free')) : '—';
  })();
  const today = seoulDate(new Date());

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('post.title')}</h1>
        <p className={styles.subtitle}>{t('post.subtitle')}</p>

        <form
          className={styles.form}
          onSubmit={(event) => void form.handleSubmit(submitValues)(event)}
          noValidate
          aria-busy={busy}
          inert={busy}
        >
          <section className={styles.section} aria-labelledby={fieldId('basics')}>
            <h2 id={fieldId('basics')} className={styles.sectionTitle}>
              {t('post.basics')}
            </h2>
            <Field id={fieldId('category')} label={t('post.category')} required error={errorOf('category')}>
              {({ describedBy, invalid }) => (
                <select
                  id={fieldId('category')}
                  className={styles.select}
                  aria-required="true"
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...form.register('category', { onChange: () => clear('category') })}
                >
                  <option value="">{t('post.categoryPlaceholder')}</option>
                  {CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {t(`eventList:categories.${categoryKey(category)}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>

            <Field id={fieldId('type')} as="group" label={t('post.type')} required error={errorOf('type')}>
              {({ invalid }) => (
                <div className={`${styles.choices} ${invalid ? styles.groupInvalid : ''}`}>
                  {EVENT_TYPES.map((type) => (
                    <label key={type} className={styles.choice}>
                      <input
                        type="radio"
                        value={type}
                        aria-describedby={`${fieldId('type')}-${type}-hint`}
                        {...form.register('type', { onChange: () => clear('type') })}
                      />
                      <span className={styles.choiceText}>
                        <strong>{t(`eventList:types.${type}`)}</strong>
                        <span id={`${fieldId('type')}-${type}-hint`} className={styles.choiceHint}>
                          {t(`typeHints.${type}`)}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              )}
            </Field>

            <Field id={fieldId('name')} label={t('post.name')} required error={errorOf('name')}>
              {({ describedBy, invalid }) => (
                <input
                  id={fieldId('name')}
                  className={styles.input}
                  maxLength={EVENT_NAME_MAX_LENGTH}
                  placeholder={t('post.namePlaceholder')}
                  aria-required="true"
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...form.register('name', { onChange: () => clear('name') })}
                />
              )}
            </Field>
            <Field
              id={fieldId('description')}
              as="text"
              label={t('post.description')}
              hint={t('post.descriptionHint')}
              error={errorOf('description')}
            >
              {({ describedBy, invalid }) => (
                <Controller
                  control={form.control}
                  name="description"
                  render={({ field }) => (
                    <Suspense
                      fallback={
                        <div className={styles.textarea} role="status">
                          {t('post.editorLoading')}
                        </div>
                      }
                    >
                      <RichTextEditor
                        ref={editor}
                        id={fieldId('description')}
                        value={field.value}
                        onChange={(html) => {
                          field.onChange(html);
                          clear('description');
                        }}
                        onBlur={field.onBlur}
                        labelledBy={`${fieldId('description')}-label`}
                        describedBy={describedBy}
                        invalid={invalid}
                      />
                    </Suspense>
                  )}
                />
              )}
            </Field>
          </section>

          <section className={styles.section} aria-labelledby={fieldId('where')}>
            <h2 id={fieldId('where')} className={styles.sectionTitle}>
              {t('post.placeAndTime')}
            </h2>
            <Field
              id={fieldId('place')}
              label={t('post.address')}
              required
              hint={t('post.addressHint')}
              error={errorOf('location', 'latitude', 'longitude')}
            >
              {({ describedBy, invalid }) => (
                <Controller
                  control={form.control}
                  name="place"
                  render={({ field }) => (
                    <PlaceCombobox
                      ref={placeInput}
                      id={fieldId('place')}
                      value={field.value}
                      onChange={(place) => {
                        field.onChange(place);
                        clear('location', 'latitude', 'longitude');
                      }}
                      placeholder={t('post.addressPlaceholder')}
                      describedBy={describedBy}
                      invalid={invalid}
                    />
                  )}
                />
              )}
            </Field>
            <Field
              id={fieldId('locationDetail')}
              label={t('post.locationDetail')}
              hint={t('post.locationDetailHint')}
              error={errorOf('locationDetail')}
            >
              {({ describedBy, invalid }) => (
                <input
                  id={fieldId('locationDetail')}
                  className={styles.input}
                  maxLength={LOCATION_DETAIL_MAX_LENGTH}
                  placeholder={t('post.locationDetailPlaceholder')}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...form.register('locationDetail', { onChange: () => clear('locationDetail') })}
                />
              )}
            </Field>
            <div className={styles.grid2}>
              <Field id={fieldId('date')} label={t('post.date')} required error={errorOf('date')}>
                {({ describedBy, invalid }) => (
                  <input
                    id={fieldId('date')}
                    type="date"
                    className={styles.input}
                    min={today}
                    aria-required="true"
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    {...form.register('date', { onChange: () => clear('date') })}
                  />
                )}
              </Field>
              <Field
                id={fieldId('time')}
                label={t('post.time')}
                required
                hint={t('post.timeHint')}
                error={errorOf('time')}
              >
                {({ describedBy, invalid }) => (
                  <select
                    id={fieldId('time')}
                    className={styles.select}
                    aria-required="true"
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    {...form.register('time', { onChange: () => clear('time', 'date') })}
                  >
                    <option value="">{t('post.timePlaceholder')}</option>
                    {TIME_SLOTS.map((slot) => (
                      <option key={slot} value={slot}>
                        {slot}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </section>

          <section className={styles.section} aria-labelledby={fieldId('photos')}>
            <h2 id={fieldId('photos')} className={styles.sectionTitle}>
              {t('post.images')}
            </h2>
            <Field
              id={fieldId('images')}
              as="text"
              label={t('post.imagesLabel')}
              required
              hint={t('post.imagesHint')}
              error={errorOf('images', 'mainImage')}
            >
              {({ describedBy, invalid }) => (
                <ImageUploader
                  ref={dropzone}
                  items={uploads.items}
                  onAdd={(files) => {
                    clear('images', 'mainImage');
                    uploads.add(files);
                  }}
                  onRemove={uploads.remove}
                  labelledBy={`${fieldId('images')}-label`}
                  describedBy={describedBy}
                  invalid={invalid}
                />
              )}
            </Field>
          </section>

          <section className={styles.section} aria-labelledby={fieldId('people')}>
            <h2 id={fieldId('people')} className={styles.sectionTitle}>
              {t('post.peopleAndPrice')}
            </h2>
            <div className={styles.grid2}>
              <Field
                id={fieldId('min')}
                label={t('post.minParticipants')}
                required
                hint={t('post.participantsHint')}
                error={errorOf('minParticipants')}
              >
                {({ describedBy, invalid }) => (
                  <input
                    id={fieldId('min')}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    className={styles.input}
                    aria-required="true"
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    {...form.register('minParticipants', {
                      onChange: () => clear('minParticipants', 'maxParticipants'),
                    })}
                  />
                )}
              </Field>
              <Field id={fieldId('max')} label={t('post.maxParticipants')} required error={errorOf('maxParticipants')}>
                {({ describedBy, invalid }) => (
                  <input
                    id={fieldId('max')}
                    type="number"
                    inputMode="numeric"
                    min={2}
                    step={1}
                    className={styles.input}
                    aria-required="true"
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    {...form.register('maxParticipants', {
                      onChange: () => clear('minParticipants', 'maxParticipants'),
                    })}
                  />
                )}
              </Field>
            </div>
            <Field
              id={fieldId('question')}
              label={t('post.question')}
              hint={t('post.questionHint')}
              error={errorOf('question')}
            >
              {({ describedBy, invalid }) => (
                <input
                  id={fieldId('question')}
                  className={styles.input}
                  maxLength={EVENT_QUESTION_MAX_LENGTH}
                  placeholder={t('post.questionPlaceholder')}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...form.register('question', { onChange: () => clear('question') })}
                />
              )}
            </Field>
            <Field
              id={fieldId('price')}
              label={t('post.price')}
              required
              hint={t('post.priceHint', { value: pricePreview })}
              error={errorOf('price')}
            >
              {({ describedBy, invalid }) => (
                <div className={styles.prefixed}>
                  <span className={styles.prefix} aria-hidden="true">
                    ₩
                  </span>
                  <input
                    id={fieldId('price')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={PRICE_STEP}
                    className={styles.input}
                    aria-required="true"
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    {...form.register('price', { onChange: () => clear('price') })}
                  />
                </div>
              )}
            </Field>
            <Field
              id={fieldId('languages')}
              as="group"
              label={t('post.languages')}
              required
              hint={t('post.languagesHint')}
              error={errorOf('languages')}
            >
              {({ invalid }) => (
                <div className={`${styles.languages} ${invalid ? styles.groupInvalid : ''}`}>
                  {EVENT_LANGUAGES.map((language) => (
                    <label key={language} className={styles.language}>
                      <input
                        type="checkbox"
                        value={language}
                        aria-invalid={invalid || undefined}
                        {...form.register('languages', { onChange: () => clear('languages') })}
                      />
                      <span lang={language}>{t(`eventList:languageNames.${language}`)}</span>
                    </label>
                  ))}
                </div>
              )}
            </Field>
          </section>

          <section className={styles.section} aria-label={t('rules.title')}>
            <p className={styles.notice} role="note">
              <InfoIcon />
              <span>{t('post.notEditable')}</span>
            </p>
            <div className={styles.checks}>
              <div className={styles.checkRow}>
                <label>
                  <input type="checkbox" {...form.register('feesIncluded')} />
                  <span>{t('post.feesIncluded')}</span>
                </label>
              </div>
              <div className={styles.checkRow}>
                <label>
                  <input type="checkbox" {...form.register('rulesAccepted')} />
                  <span>{t('post.rulesAccepted')}</span>
                </label>
                <button
                  type="button"
                  className={styles.textButton}
                  aria-haspopup="dialog"
                  onClick={() => setRulesOpen(true)}
                >
                  {t('post.readRules')}
                </button>
              </div>
            </div>
            <UsageRulesDialog
              open={rulesOpen}
              onOpenChange={setRulesOpen}
              onAgree={() => form.setValue('rulesAccepted', true)}
            />
          </section>

          <div className={styles.actions}>
            <Button
              type="submit"
              disabled={!canSubmit || busy}
              aria-describedby={canSubmit ? undefined : fieldId('submit-hint')}
            >
              {t('post.submit')}
            </Button>
            {!canSubmit && (
              <p id={fieldId('submit-hint')} className={styles.hint}>
                {t('post.submitHint')}
              </p>
            )}
          </div>
        </form>
      </div>

      <div role="status" aria-live="polite" className={busy ? styles.overlay : 'visually-hidden'}>
        {busy && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t('post.uploading')}</span>
          </>
        )}
      </div>
    </div>
  );
}
