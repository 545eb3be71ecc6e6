import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/Button.tsx';
import { notify } from '../../lib/notices.ts';
import { copyText } from './copy.ts';
import {
  calendarFileUrl,
  eventPageUrl,
  googleCalendarUrl,
  whatsAppUrl,
  xUrl,
  type ShareableEvent,
} from './share-links.ts';
import styles from './share.module.css';

const linkClass = buttonClass({ variant: 'secondary', size: 'small' });

/** A link that opens another site in a new tab, saying so to screen readers. */
function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('share');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children} <span className="visually-hidden">{t('newTab')}</span>
    </a>
  );
}

/**
 * Sharing an event and adding it to a calendar (decision 0031): the system's share sheet where
 * the browser has one (KakaoTalk, Instagram, WhatsApp… are in it on a phone), else the link
 * copied; KakaoTalk, WhatsApp and X links that need no app key; Google Calendar and an .ics file.
 */
export function EventShare({ event }: { event: ShareableEvent }) {
  const { t } = useTranslation('share');
  const id = useId();
  const url = eventPageUrl(window.location.origin, event.id);
  const canShare = typeof navigator.share === 'function';

  const copy = async (confirmation: string) => {
    if (await copyText(url)) notify(confirmation, 'success');
    else notify(t('copyFailed', { url }), 'error');
  };

  const share = async () => {
    if (!canShare) return copy(t('copied'));
    try {
      await navigator.share({ title: event.name, text: event.name, url });
    } catch (error) {
      // Closing the share sheet is no failure; a refusal (no permission) falls back to the copy.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy(t('copied'));
    }
  };

  return (
    <section className={styles.share} aria-labelledby={`${id}-share`}>
      <h2 id={`${id}-share`} className={styles.heading}>
        {t('heading')}
      </h2>
      <Button variant="secondary" block onClick={() => void share()}>
        {canShare ? t('share') : t('copyLink')}
      </Button>
      <ul className={styles.links} aria-label={t('shareOn')}>
        <li>
          {/* KakaoTalk shares a page only through its SDK with an app key: the link is copied to paste in a chat. */}
          <Button variant="secondary" size="small" onClick={() => void copy(t('kakaoCopied'))}>
            {t('kakao')}
          </Button>
        </li>
        <li>
          <ExternalLink href={whatsAppUrl(event.name, url)}>{t('whatsapp')}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={xUrl(event.name, url)}>{t('x')}</ExternalLink>
        </li>
      </ul>

      <h2 id={`${id}-calendar`} className={styles.heading}>
        {t('calendarHeading')}
      </h2>
      <ul className={styles.links} aria-labelledby={`${id}-calendar`}>
        <li>
          <ExternalLink href={googleCalendarUrl(event, url)}>{t('googleCalendar')}</ExternalLink>
        </li>
        <li>
          <a href={calendarFileUrl(event.id)} download={`moim-event-${event.id}.ics`} className={linkClass}>
            {t('calendarFile')}
          </a>
        </li>
      </ul>
    </section>
  );
}
