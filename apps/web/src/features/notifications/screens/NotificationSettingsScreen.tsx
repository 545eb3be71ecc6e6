import {
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
} from '@moim/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { notify } from '../../../lib/notices.ts';
import { useScreenTitle } from '../../../lib/page-title.ts';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api.ts';
import { enablePush, pushSupported, type PushSetup } from '../push-device.ts';
import { CHOSEN_CHANNELS, settingsChange } from '../settings-change.ts';
import styles from '../notifications.module.css';

function Switch({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.switch}>
      <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}

/** Push notifications on this device: allowed by the person's click, never asked for unprompted. */
function ThisDevice() {
  const { t } = useTranslation('notifications');
  const [state, setState] = useState<PushSetup | 'asking' | 'failed' | null>(
    pushSupported() ? (Notification.permission === 'denied' ? 'denied' : null) : 'unsupported',
  );
  const allow = () => {
    setState('asking');
    enablePush().then(setState, () => setState('failed'));
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('settings.device')}</legend>
      <p className={styles.hint}>{t('settings.deviceHint')}</p>
      {state === 'unsupported' || state === 'denied' || state === 'enabled' || state === 'failed' ? (
        <p role="status" className={styles.hint}>
          {t(`settings.pushState.${state}`)}
        </p>
      ) : (
        <Button variant="secondary" onClick={allow} disabled={state === 'asking'}>
          {t('settings.pushState.allow')}
        </Button>
      )}
    </fieldset>
  );
}

/** The form, once the settings are in: the choices change here and are saved together. */
function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  const update = useUpdateNotificationSettings();
  const [draft, setDraft] = useState(saved);
  const change = settingsChange(saved, draft);
  const setChannel = (kind: NotificationKind, channel: NotificationChannel, on: boolean) =>
    setDraft((current) => ({
      ...current,
      channels: { ...current.channels, [kind]: { ...current.channels[kind], [channel]: on } },
    }));

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (Object.keys(change).length === 0) {
          notify(t('settings.saved'), 'success');
          return;
        }
        // A failure keeps the draft as it is, to be saved again.
        update.mutate(change, {
          onSuccess: (settings) => {
            setDraft(settings);
            notify(t('settings.saved'), 'success');
          },
          onError: () => notify(t('settings.saveFailed'), 'error'),
        });
      }}
    >
      {NOTIFICATION_KINDS.map((kind) => (
        <fieldset key={kind} className={styles.fieldset}>
          <legend className={styles.legend}>{t(`settings.kinds.${kind}`)}</legend>
          <div className={styles.switches}>
            {CHOSEN_CHANNELS.map((channel) => (
              <Switch
                key={channel}
                checked={draft.channels[kind][channel]}
                onChange={(on) => setChannel(kind, channel, on)}
              >
                {t(`settings.${channel}`)}
              </Switch>
            ))}
            {kind === 'reminder' && (
              <Switch
                checked={draft.shortReminder}
                onChange={(on) => setDraft((current) => ({ ...current, shortReminder: on }))}
              >
                {t('settings.shortReminder')}
              </Switch>
            )}
          </div>
        </fieldset>
      ))}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('settings.fromMoim')}</legend>
        <div className={styles.switches}>
          <Switch checked={draft.marketing} onChange={(on) => setDraft((current) => ({ ...current, marketing: on }))}>
            {t('settings.marketing')}
          </Switch>
        </div>
        <p className={styles.hint}>{t('settings.marketingHint')}</p>
        <p className={styles.hint}>
          <Link to="/picks">{t('settings.picksLink')}</Link>
        </p>
      </fieldset>
      <ThisDevice />
      <div className={styles.formActions}>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The signed-in person's notification settings (/settings/notifications): for each kind, in
 * Moim and by e-mail; the reminder 2 hours before; and the consent to Moim's news by e-mail.
 */
export function NotificationSettingsScreen() {
  const { t } = useTranslation('notifications');
  useScreenTitle(t('settings.title'));
  const settings = useNotificationSettings();
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>{t('settings.title')}</h1>
          <p className={styles.muted}>{t('settings.intro')}</p>
        </div>
        <Link to="/notifications">{t('settings.back')}</Link>
      </header>
      {settings.isError && !settings.data ? (
        <div className={styles.state}>
          <p role="alert">{t('settings.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : !settings.data ? (
        <p role="status" className={styles.muted}>
          {t('settings.loading')}
        </p>
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </div>
  );
}
