import type { EventDetail } from '@moim/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EventUnavailable, useAddressedEvent } from '../../../components/EventUnavailable.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { HostVersionControl, TranslateControl } from '../../../components/TranslateControl.tsx';
import { useMachineTranslation } from '../../../lib/machine-translation.ts';
import { useScreenTitle } from '../../../lib/page-title.ts';
import { useHostVersion } from '../../../lib/host-version.ts';
import { useSession } from '../../../lib/session.ts';
import { EventChatAndReport } from '../components/EventChatAndReport.tsx';
import { EventLocation } from '../components/EventLocation.tsx';
import { eventImageAlt, galleryImages, ImageGallery } from '../components/ImageGallery.tsx';
import { EventActions } from '../components/event-detail/EventActions.tsx';
import { EventAttendees } from '../components/event-detail/EventAttendees.tsx';
import { EventFacts } from '../components/event-detail/EventFacts.tsx';
import { EventHeader } from '../components/event-detail/EventHeader.tsx';
import { viewerOf } from '../components/event-detail/event-viewer.ts';
import { LikeControl } from '../components/event-detail/LikeControl.tsx';
import styles from '../components/event-detail/event-detail.module.css';

/**
 * What other features add to the event page (app/screens/EventPage.tsx composes them, since one
 * feature does not import another): `aside` below the actions, `main` below the description,
 * `host` beside the host's name.
 */
export interface EventPageSlots {
  host?: (event: EventDetail) => ReactNode;
  aside?: (event: EventDetail) => ReactNode;
  main?: (event: EventDetail) => ReactNode;
}

function EventView({ event: original, slots }: { event: EventDetail; slots: EventPageSlots }) {
  const { t } = useTranslation(['events', 'eventList']);
  // The host's own version in the reader's language comes first; a machine's only without one.
  const hostVersion = useHostVersion(original);
  const translation = useMachineTranslation('event', original.id, original.textLanguage, !hostVersion.preferred);
  // Translated, the name and the description are read in the reader's language; the rest stays.
  const fields = hostVersion.shown ?? translation.shown?.fields;
  const event = fields
    ? {
        ...original,
        name: fields.name || original.name,
        description: fields.description || original.description,
      }
    : original;
  useScreenTitle(event.name);
  const session = useSession();
  const viewer = viewerOf(event, session);
  const id = useId();
  const images = galleryImages(event.mainImage, event.images);

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.banner}>
        <img
          src={event.mainImage}
          alt={images[0] ? eventImageAlt(t, event.name, images[0], 0, images.length) : event.name}
          fetchPriority="high"
          className={styles.bannerImage}
        />
      </div>

      <EventHeader event={event} titleId={`${id}-title`} hostAction={slots.host?.(event)} />
      {event.hidden && (
        <p role="note" className={styles.hiddenNotice}>
          {t('detail.hiddenByModerator')}
        </p>
      )}

      {/*
        Read and tabbed in the order it is seen: the pictures and the description, then the side
        panel (beside them on a wide screen, after them on a phone), then the rest.
      */}
      <div className={styles.layout}>
        <div className={styles.main}>
          {images.length > 1 && (
            <section className={styles.section} aria-labelledby={`${id}-photos`}>
              <h2 id={`${id}-photos`} className={styles.sectionTitle}>
                {t('detail.photos')}
              </h2>
              <ImageGallery name={event.name} images={images} headingId={`${id}-photos`} />
            </section>
          )}

          <section className={styles.section} aria-labelledby={`${id}-about`}>
            <h2 id={`${id}-about`} className={styles.sectionTitle}>
              {t('detail.about')}
            </h2>
            <TranslateControl translation={translation} />
            <HostVersionControl hostVersion={hostVersion} />
            {event.description ? (
              <SafeHtml html={event.description} className={styles.description} />
            ) : (
              <p className={styles.sub}>{t('detail.noDescription')}</p>
            )}
          </section>
        </div>

        <aside className={styles.aside} aria-labelledby={`${id}-details`}>
          <div className={styles.panel}>
            <h2 id={`${id}-details`} className="visually-hidden">
              {t('detail.details')}
            </h2>
            <EventFacts event={event} />
            <LikeControl event={event} />
            <EventActions event={event} viewer={viewer} />
            <EventChatAndReport event={event} />
            {slots.aside?.(event)}
          </div>
        </aside>

        <div className={styles.more}>
          {slots.main?.(event)}

          <section className={styles.section} aria-labelledby={`${id}-where`}>
            <h2 id={`${id}-where`} className={styles.sectionTitle}>
              {t('detail.location')}
            </h2>
            <EventLocation
              name={event.name}
              venue={event.venue}
              address={event.location}
              detail={event.locationDetail}
              latitude={event.latitude}
              longitude={event.longitude}
              headingId={`${id}-where`}
            />
          </section>

          <EventAttendees event={event} headingId={`${id}-who`} />
        </div>
      </div>
    </article>
  );
}

/** The event page (/events/:eventId). */
export function EventDetailScreen(slots: EventPageSlots) {
  const { t } = useTranslation(['events', 'eventList', 'translate']);
  const addressed = useAddressedEvent(useParams().eventId);
  if (!addressed.event) {
    return (
      <EventUnavailable
        addressed={addressed}
        heading={t('common:screens.eventDetail')}
        loading={t('detail.loading')}
        classes={{ state: styles.state, title: styles.stateTitle }}
      />
    );
  }
  return <EventView event={addressed.event} slots={slots} />;
}
