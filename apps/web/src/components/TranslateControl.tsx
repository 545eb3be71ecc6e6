import { useTranslation } from 'react-i18next';
import { languageName } from '../lib/language-names.ts';
import type { MachineTranslation } from '../lib/machine-translation.ts';
import type { HostVersion } from '../lib/host-version.ts';
import styles from './TranslateControl.module.css';

/** "Translated from Korean" while a translation is shown, and the server's words when it could not translate. */
function TranslationNote({ translation }: { translation: MachineTranslation }) {
  const { t, i18n } = useTranslation('translate');
  const { shown, pending, error } = translation;
  return (
    <>
      {shown ? (
        <span>
          {shown.from === 'und'
            ? t('translated')
            : t('translatedFrom', { language: languageName(shown.from, i18n.language) })}
        </span>
      ) : null}
      {error && !pending ? (
        <span role="alert" className={styles.error}>
          {error.message}
        </span>
      ) : null}
    </>
  );
}

/**
 * "Always translate Korean": a toggle (pressed while on) for the language a shown translation came
 * from; texts in it are then translated as soon as they are shown (but chat messages).
 */
function AlwaysTranslate({ translation }: { translation: MachineTranslation }) {
  const { t, i18n } = useTranslation('translate');
  const { shown, always, setAlways } = translation;
  if (!shown || shown.from === 'und') return null;
  const on = always(shown.from);
  return (
    <button type="button" className={styles.link} aria-pressed={on} onClick={() => setAlways(shown.from, !on)}>
      {t('always', { language: languageName(shown.from, i18n.language) })}
    </button>
  );
}

/** The button that translates, then shows the original: one button, so focus stays on it. */
export function TranslateButton({ translation, className }: { translation: MachineTranslation; className?: string }) {
  const { t } = useTranslation('translate');
  const { shown, pending, translate, showOriginal } = translation;
  return (
    <button
      type="button"
      className={className ?? styles.link}
      onClick={shown ? showOriginal : translate}
      disabled={pending}
      aria-busy={pending}
    >
      {shown ? t('showOriginal') : pending ? t('translating') : t('translate')}
    </button>
  );
}

/**
 * The Translate action of a text (decision 77): "Translate", then "Translated from Korean · Show
 * original"; the server's message when it cannot. Nothing when translation is not offered (no
 * service, or a text in the reader's language). `withButton` false leaves the button to the
 * caller (a chat message has it beside its time) and shows only the note.
 */
export function TranslateControl({
  translation,
  withButton = true,
}: {
  translation: MachineTranslation;
  withButton?: boolean;
}) {
  const { offered, shown, error } = translation;
  if (!offered) return null;
  if (!withButton && !shown && !error) return null;
  return (
    <p className={styles.control} aria-live="polite">
      <TranslationNote translation={translation} />
      {withButton && shown ? <span aria-hidden="true">·</span> : null}
      {withButton ? <TranslateButton translation={translation} /> : null}
      {withButton && shown && shown.from !== 'und' ? <span aria-hidden="true">·</span> : null}
      {withButton ? <AlwaysTranslate translation={translation} /> : null}
    </p>
  );
}

/**
 * The host's own second version of an event (decision 77): "Written in English by the host · Show
 * original" while it is shown, "Show the host's English version" while the original is. One
 * button, so focus stays on it. Nothing when the host wrote none.
 */
export function HostVersionControl({ hostVersion }: { hostVersion: HostVersion }) {
  const { t, i18n } = useTranslation('translate');
  const { version, shown, language, toggle } = hostVersion;
  if (!version) return null;
  const name = languageName(language, i18n.language);
  return (
    <p className={styles.control} aria-live="polite">
      {shown ? (
        <>
          <span>{t('byHost', { language: name })}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <button type="button" className={styles.link} onClick={toggle}>
        {shown ? t('showOriginal') : t('showHostVersion', { language: name })}
      </button>
    </p>
  );
}
