import { EVENT_LANGUAGES, submitEventRules, type SubmitEventData } from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import { useEffect, useId, useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useClock } from '../../../lib/clock.ts';
import { eventIdOf, useEventDetail } from '../../../lib/event-queries.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useSignInRedirect } from '../../../lib/return-path.ts';
import { useSession } from '../../../lib/session.ts';
import { useSubmitEvent } from '../api.ts';
import { AgreementsSection } from '../components/post-event/AgreementsSection.tsx';
import { BasicsFields } from '../components/post-event/BasicsFields.tsx';
import { DateTimeFields } from '../components/post-event/DateTimeFields.tsx';
import { DescriptionField } from '../components/post-event/DescriptionField.tsx';
import { ImagesField } from '../components/post-event/ImagesField.tsx';
import { ParticipantsPriceFields } from '../components/post-event/ParticipantsPriceFields.tsx';
import { PlaceFields } from '../components/post-event/PlaceFields.tsx';
import { PostEventSection } from '../components/post-event/PostEventSection.tsx';
import { RepeatFields } from '../components/post-event/RepeatFields.tsx';
import { SecondLanguageFields } from '../components/post-event/SecondLanguageFields.tsx';
import {
  copyOfEvent,
  postEventDefaults,
  toSubmitInput,
  type PostEventValues,
} from '../components/post-event/post-event-values.ts';
import styles from '../events.module.css';

/**
 * Create Event (/postEvent, signed in): every field of the spec, checked by the contract's rules
 * before sending; every problem is shown beside its field at once. `?from=<id>` of one of the
 * host's own events fills the form from it ("Create a similar event"), the date left to choose.
 */
export function PostEventScreen() {
  const { t, i18n } = useTranslation(['events', 'eventList']);
  const navigate = useNavigate();
  const signInAndComeBack = useSignInRedirect();
  const session = useSession();
  const clock = useClock();
  const submitHintId = useId();
  const submit = useSubmitEvent();
  const busy = submit.isPending;

  const uiLanguage = (i18n.resolvedLanguage ?? i18n.language).slice(0, 2);
  const form = useContractForm<PostEventValues, SubmitEventData>({
    schema: () => submitEventRules(clock()),
    toInput: (values) => toSubmitInput(values, session?.userId),
    defaultValues: postEventDefaults(EVENT_LANGUAGES.find((l) => l === uiLanguage) ?? 'en'),
    busy,
  });
  const [feesIncluded, rulesAccepted] = useWatch({ control: form.control, name: ['feesIncluded', 'rulesAccepted'] });

  const [searchParams] = useSearchParams();
  const source = useEventDetail(eventIdOf(searchParams.get('from') ?? undefined)).data;
  const copied = source && session && sameUserId(source.createdBy.userId, session.userId) ? source : undefined;
  const filledFrom = useRef<number | null>(null);
  useEffect(() => {
    // Once per event: what the host changes afterwards stays.
    if (!copied || filledFrom.current === copied.id) return;
    filledFrom.current = copied.id;
    form.reset(copyOfEvent(copied));
  }, [copied, form]);

  const loginAgain = () => {
    notify(t('messages:unauthorized'), 'error', { keepOnNextPage: true });
    signInAndComeBack();
  };

  const publish = async (event: SubmitEventData) => {
    if (form.getValues('images').some((item) => item.status === 'uploading')) {
      form.showFieldError('images', 'events:post.imagesUploading');
      return;
    }
    try {
      const { event: created } = await submit.mutateAsync(event);
      void navigate(`/events/${created.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        loginAgain();
        return;
      }
      if (error instanceof ApiError && error.status === 413) {
        notify(t('messages:imageDataTooBig'), 'error');
        return;
      }
      if (form.showServerError(error)) return;
      notify(error instanceof ApiError ? error.message : t('common:errors.unexpected'), 'error');
    }
  };

  const canSubmit = feesIncluded && rulesAccepted;

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('post.title')}</h1>
        <p className={styles.subtitle}>{t('post.subtitle')}</p>
        {copied && (
          <p className={styles.hint} role="status">
            {t('post.copyOf', { name: copied.name })}
          </p>
        )}

        <FormProvider {...form}>
          <form
            className={styles.form}
            onSubmit={(event) => void form.handleSubmit(publish)(event)}
            noValidate
            aria-busy={busy}
            inert={busy}
          >
            <PostEventSection title={t('post.basics')}>
              <BasicsFields />
              <DescriptionField />
            </PostEventSection>
            <PostEventSection title={t('post.placeAndTime')}>
              <PlaceFields />
              <DateTimeFields />
              <RepeatFields />
            </PostEventSection>
            <PostEventSection title={t('post.images')}>
              <ImagesField onUnauthorized={loginAgain} />
            </PostEventSection>
            <PostEventSection title={t('post.peopleAndPrice')}>
              <ParticipantsPriceFields />
            </PostEventSection>
            <PostEventSection title={t('post.inAnotherLanguage')}>
              <SecondLanguageFields />
            </PostEventSection>
            <AgreementsSection />

            <div className={styles.actions}>
              <Button
                type="submit"
                disabled={!canSubmit || busy || form.formState.isSubmitting}
                aria-describedby={canSubmit ? undefined : submitHintId}
              >
                {t('post.submit')}
              </Button>
              {!canSubmit && (
                <p id={submitHintId} className={styles.hint}>
                  {t('post.submitHint')}
                </p>
              )}
            </div>
          </form>
        </FormProvider>
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
