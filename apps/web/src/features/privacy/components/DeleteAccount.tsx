import { DeleteAccountInputSchema, type DeleteAccountInput } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { PASSWORD_MAX_LENGTH } from '@moim/contract/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { ApiError, callApi } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { clearSession, setLeaving } from '../../../lib/session.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import styles from '../privacy.module.css';

interface DeleteValues {
  password: string;
}

/**
 * Deleting one's account (decision 74): what it does, then a dialog that asks for the current
 * password (or, for a Google account, says to sign in again first) and deletes it.
 */
export function DeleteAccount() {
  const { t } = useTranslation(['privacy', 'messages']);
  const id = useId();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const hasPassword = me.data?.hasPassword ?? true;
  const form = useContractForm<DeleteValues, DeleteAccountInput>({
    schema: DeleteAccountInputSchema,
    toInput: ({ password }) => (hasPassword ? { password } : {}),
    defaultValues: { password: '' },
    busy: sending,
  });

  const close = () => {
    form.reset();
    setOpen(false);
  };

  const send = async (input: DeleteAccountInput) => {
    setSending(true);
    // The session ends on the server before the answer comes: whatever notices first goes home.
    setLeaving(true);
    try {
      const answer = await callApi(endpoints.deleteAccount, { body: input });
      notify(answer.message, 'success', { keepOnNextPage: true });
      clearSession();
      queryClient.clear();
      void navigate('/', { replace: true });
    } catch (error) {
      setLeaving(false);
      if (form.showServerError(error)) return;
      notify(error instanceof ApiError && error.status < 500 ? error.message : t('delete.failed'), 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={`${styles.section} ${styles.danger}`} aria-labelledby="delete-title">
      <h2 id="delete-title" className={styles.sectionTitle}>
        {t('delete.title')}
      </h2>
      <p className={styles.muted}>{t('delete.intro')}</p>
      <p className={styles.muted}>{t('delete.kept')}</p>
      <p>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('delete.button')}
        </Button>
      </p>
      <FormDialog
        open={open}
        onClose={close}
        title={t('delete.dialogTitle')}
        describedBy={`${id}-what`}
        sending={sending}
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        cancelLabel={t('delete.cancel')}
        submitLabel={t('delete.confirm')}
        sendingLabel={t('delete.sending')}
        bodyClassName={styles.dialogBody}
      >
        <p id={`${id}-what`}>{t('delete.dialogIntro')}</p>
        {hasPassword ? (
          <Field
            id={`${id}-password`}
            label={t('delete.password')}
            required
            error={form.formState.errors.password?.message}
          >
            {({ describedBy, invalid }) => (
              <input
                id={`${id}-password`}
                type="password"
                className={styles.input}
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
                aria-required="true"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...form.register('password')}
              />
            )}
          </Field>
        ) : (
          <p>{t('delete.google')}</p>
        )}
      </FormDialog>
    </section>
  );
}
