import { EVENT_LANGUAGES, type HomeArea, type Picks, type Place } from '@moim/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { EventGrid, EventListMessage } from '../../components/EventGrid.tsx';
import { languageName } from '../../lib/language-names.ts';
import { notify } from '../../lib/notices.ts';
import { useScreenTitle } from '../../lib/page-title.ts';
import { useToggleLike } from '../../features/events/api.ts';
import { PlaceCombobox } from '../../features/events/components/PlaceCombobox.tsx';
import { usePicks, useUpdatePicksPreferences } from '../../features/notifications/picks-api.ts';
import styles from '../../features/notifications/notifications.module.css';
// The languages as the event form offers them: one pill per language, the chosen ones tinted.
import pillStyles from '../../features/events/events.module.css';

/** A home area as the place search shows a chosen place. */
const placeOf = (area: HomeArea | null): Place | null =>
  area && { id: 'home', address: area.name, name: area.name, latitude: area.latitude, longitude: area.longitude };

/** What the picks follow: the languages the person speaks and their area, saved together. */
function PreferencesForm({ saved }: { saved: Picks['preferences'] }) {
  const { t, i18n } = useTranslation('notifications');
  const update = useUpdatePicksPreferences();
  const areaId = useId();
  const [languages, setLanguages] = useState<string[]>(saved.spokenLanguages);
  const [area, setArea] = useState<Place | null>(placeOf(saved.homeArea));
  const none = languages.length === 0;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (none) return;
        const homeArea = area && { name: area.name, latitude: area.latitude, longitude: area.longitude };
        update.mutate(
          { spokenLanguages: EVENT_LANGUAGES.filter((l) => languages.includes(l)), homeArea },
          {
            onSuccess: () => notify(t('picks.saved'), 'success'),
            onError: () => notify(t('picks.saveFailed'), 'error'),
          },
        );
      }}
    >
      <fieldset className={styles.fieldset} aria-describedby={none ? `${areaId}-none` : undefined}>
        <legend className={styles.legend}>{t('picks.languages')}</legend>
        <div className={pillStyles.languages}>
          {EVENT_LANGUAGES.map((language) => (
            <label key={language} className={pillStyles.language}>
              <input
                type="checkbox"
                checked={languages.includes(language)}
                onChange={(event) =>
                  setLanguages((current) =>
                    event.target.checked ? [...current, language] : current.filter((l) => l !== language),
                  )
                }
              />
              <span>{languageName(language, i18n.language)}</span>
            </label>
          ))}
        </div>
        {none && (
          <p id={`${areaId}-none`} role="alert" className={styles.hint}>
            {t('picks.languagesNone')}
          </p>
        )}
      </fieldset>
      <div className={styles.fieldset}>
        <label htmlFor={areaId} className={styles.legend}>
          {t('picks.area')}
        </label>
        <p className={styles.hint} id={`${areaId}-hint`}>
          {t('picks.areaHint')}
        </p>
        <PlaceCombobox id={areaId} value={area} onChange={setArea} describedBy={`${areaId}-hint`} />
        {area && (
          <Button variant="secondary" onClick={() => setArea(null)}>
            {t('picks.areaClear')}
          </Button>
        )}
      </div>
      <div className={styles.formActions}>
        <Button type="submit" disabled={update.isPending || none}>
          {update.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The weekly picks on the site (issue 22): the same events the Friday mail sends, for anyone
 * signed in, with what they follow; the mail itself is the news consent of the settings.
 */
export function PicksScreen() {
  const { t } = useTranslation('notifications');
  useScreenTitle(t('picks.title'));
  const picks = usePicks();
  const { toggle } = useToggleLike();

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>{t('picks.title')}</h1>
          <p className={styles.muted}>{t('picks.intro')}</p>
        </div>
        <Link to="/settings/notifications">{t('picks.byEmail')}</Link>
      </header>
      {picks.isError && !picks.data ? (
        <div className={styles.state}>
          <p role="alert">{t('picks.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void picks.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : !picks.data ? (
        <p role="status" className={styles.muted}>
          {t('picks.loading')}
        </p>
      ) : (
        <>
          <PreferencesForm saved={picks.data.preferences} />
          <section className={styles.picks} aria-labelledby="picks-heading">
            <h2 id="picks-heading" className={styles.stateTitle}>
              {t('picks.thisWeek')}
            </h2>
            {picks.data.events.length === 0 ? (
              <EventListMessage title={t('picks.empty')}>
                <Link to="/allEvents">{t('picks.browse')}</Link>
              </EventListMessage>
            ) : (
              <EventGrid items={picks.data.events} onToggleLike={toggle} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
