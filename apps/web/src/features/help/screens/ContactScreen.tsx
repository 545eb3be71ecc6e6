import {
  CONTACT_FILE_TYPES,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TITLE_MAX_LENGTH,
  ContactFileSchema,
  ContactInputSchema,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '@moim/contract';
import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/Button.tsx';
import { Field, type FieldProps } from '../../../components/Field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useSendContact } from '../api.ts';
import styles from '../help.module.css';

interface ContactValues {
  title: string;
  phone: string;
  email: string;
  message: string;
  file: File | null;
}

/** The form's check: the contract's fields, and what can be told of the file before sending it. */
const ContactFormSchema = ContactInputSchema.extend({ file: ContactFileSchema.nullable() });

const toInput = (values: ContactValues) => ({
  ...values,
  file: values.file && { size: values.file.size, type: values.file.type },
});

const emptyForm: ContactValues = { title: '', phone: '', email: '', message: '', file: null };

function formatSize(bytes: number, language: string): string {
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / 1024 / 1024, 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * Contact (/contactUs): title, phone, e-mail, message and an optional image or PDF, sent to
 * support; the reply goes to the e-mail given. Every problem shows beside its field at once, and
 * a failure keeps everything typed.
 */
export function ContactScreen() {
  const { t, i18n } = useTranslation('help');
  const id = useId();
  const send = useSendContact();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const form = useContractForm<ContactValues, z.output<typeof ContactFormSchema>>({
    schema: ContactFormSchema,
    toInput,
    defaultValues: emptyForm,
    busy: send.isPending,
  });
  const { field: fileField } = useController({ control: form.control, name: 'file' });
  const message = useWatch({ control: form.control, name: 'message' });
  const { errors } = form.formState;
  const busy = send.isPending;
  const fieldId = (name: keyof ContactValues) => `${id}-${name}`;

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const chooseFile = (file: File | null) => {
    fileField.onChange(file);
    void form.trigger('file');
  };

  const removeFile = () => {
    if (fileInput.current) fileInput.current.value = '';
    chooseFile(null);
    fileInput.current?.focus();
  };

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
    setSentTo(input.email);
  });

  const faqNote = (
    <p className={styles.note}>
      <Trans t={t} i18nKey="contact.faq" components={{ faq: <Link to="/fnq" /> }} />
    </p>
  );

  if (sentTo) {
    return (
      <div className={styles.page}>
        <div className={styles.content}>
          <section className={`${styles.section} ${styles.sent}`} aria-labelledby={`${id}-sent`}>
            <h1 id={`${id}-sent`} ref={sentHeading} tabIndex={-1} className={styles.title}>
              {t('contact.sent.title')}
            </h1>
            <p>{t('messages:contactSent')}</p>
            <p>{t('contact.sent.text', { email: sentTo })}</p>
            <Button variant="secondary" onClick={() => setSentTo(null)}>
              {t('contact.sent.another')}
            </Button>
          </section>
        </div>
      </div>
    );
  }

  const file = fileField.value;

  /** A required one-line field of the form. */
  const textField = (
    name: 'title' | 'phone' | 'email',
    input: InputHTMLAttributes<HTMLInputElement>,
    field: Pick<FieldProps, 'hint' | 'extraDescribedBy'> = {},
  ) => (
    <Field id={fieldId(name)} label={t(`contact.fields.${name}`)} error={errors[name]?.message} required {...field}>
      {({ describedBy, invalid }) => (
        <input
          id={fieldId(name)}
          className={styles.input}
          aria-required="true"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
          {...form.register(name)}
        />
      )}
    </Field>
  );

  return (
    <div className={styles.page}>
      <div className={styles.content}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{t('contact.title')}</h1>
          <p className={styles.lead}>{t('contact.intro')}</p>
        </header>

        <section className={styles.section} aria-labelledby={`${id}-form-title`}>
          <h2 id={`${id}-form-title`} className="visually-hidden">
            {t('contact.title')}
          </h2>
          <p className={styles.note} id={`${id}-reply`}>
            {t('contact.replyNote')}
          </p>
          <form
            className={styles.form}
            noValidate
            aria-busy={busy}
            onSubmit={(event) => {
              if (busy) event.preventDefault();
              else void onSubmit(event);
            }}
          >
            {textField('title', { maxLength: CONTACT_TITLE_MAX_LENGTH })}
            <div className={styles.row}>
              {textField(
                'phone',
                { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: PHONE_MAX_LENGTH },
                { hint: t('contact.hints.phone') },
              )}
              {textField(
                'email',
                { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH },
                { extraDescribedBy: `${id}-reply` },
              )}
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
            <Field
              id={fieldId('file')}
              label={t('contact.fields.file')}
              error={errors.file?.message}
              hint={t('contact.hints.file')}
              status={
                file
                  ? {
                      text: t('contact.chosenFile', { name: file.name, size: formatSize(file.size, i18n.language) }),
                      tone: 'hint',
                    }
                  : null
              }
              live
            >
              {({ describedBy, invalid }) => (
                <input
                  id={fieldId('file')}
                  ref={(element) => {
                    fileInput.current = element;
                    fileField.ref(element);
                  }}
                  name={fileField.name}
                  type="file"
                  accept={CONTACT_FILE_TYPES.join(',')}
                  className={styles.file}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
                  onBlur={fileField.onBlur}
                />
              )}
            </Field>
            {file && (
              <p className={styles.chosen}>
                <Button variant="ghost" size="small" onClick={removeFile}>
                  {t('contact.removeFile')}
                </Button>
              </p>
            )}
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? t('contact.submitting') : t('contact.submit')}
              </Button>
            </div>
          </form>
        </section>
        {faqNote}
      </div>
    </div>
  );
}
