import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TITLE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '@moim/contract';
import { useId } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../../components/Button.tsx';
import { Field } from '../../../../components/Field.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { useContractForm } from '../../../../lib/form.ts';
import { notify } from '../../../../lib/notices.ts';
import { useSendContact } from '../../api.ts';
import styles from '../../help.module.css';
import { ContactFileField } from './ContactFileField.tsx';
import { ContactTextField } from './ContactTextField.tsx';
import { ContactFormSchema, emptyForm, toInput, type ContactValues } from './contact-values.ts';

/**
 * Title, phone, e-mail, message and an optional file, sent to support. Every problem shows beside
 * its field at once, and a failure keeps everything typed. `replyNoteId` is the note saying where
 * the reply goes, which describes the e-mail field; `onSent` gets that address.
 */
export function ContactForm({ replyNoteId, onSent }: { replyNoteId: string; onSent: (email: string) => void }) {
  const { t } = useTranslation('help');
  const id = useId();
  const send = useSendContact();
  const form = useContractForm<ContactValues, z.output<typeof ContactFormSchema>>({
    schema: ContactFormSchema,
    toInput,
    defaultValues: emptyForm,
    busy: send.isPending,
  });
  const message = useWatch({ control: form.control, name: 'message' });
  const { errors } = form.formState;
  const busy = send.isPending;
  const fieldId = (name: keyof ContactValues) => `${id}-${name}`;

  const onSubmit = form.handleSubmit(async ({ file: _checked, ...input }) => {
    try {
      await send.mutateAsync({ input, file: form.getValues('file') });
    } catch (failure) {
      if (form.showServerError(failure)) return;
      // A refusal about no field (too many messages, say) says why; anything else is the spec's text.
      const refused = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
      notify(refused ? failure.message : t('messages:contactFailed'), 'error');
      return;
    }
    notify(t('messages:contactSent'), 'success');
    form.reset(emptyForm);
    onSent(input.email);
  });

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          if (busy) event.preventDefault();
          else void onSubmit(event);
        }}
      >
        <ContactTextField id={fieldId('title')} name="title" maxLength={CONTACT_TITLE_MAX_LENGTH} />
        <div className={styles.row}>
          <ContactTextField
            id={fieldId('phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            hint={t('contact.hints.phone')}
          />
          <ContactTextField
            id={fieldId('email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            extraDescribedBy={replyNoteId}
          />
        </div>
        <Field
          id={fieldId('message')}
          label={t('contact.fields.message')}
          error={errors.message?.message}
          hint={t('contact.hints.message', { count: message.length, max: CONTACT_MESSAGE_MAX_LENGTH })}
          required
        >
          {({ describedBy, invalid }) => (
            <textarea
              id={fieldId('message')}
              className={styles.textarea}
              maxLength={CONTACT_MESSAGE_MAX_LENGTH}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...form.register('message')}
            />
          )}
        </Field>
        <ContactFileField id={fieldId('file')} />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t('contact.submitting') : t('contact.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
