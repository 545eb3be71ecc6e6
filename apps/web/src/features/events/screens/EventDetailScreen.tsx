import type { CheckParticipationResponse, EventDetail } from '@moim/contract';
import { canCancelParticipation, isJoinable, reviewsOpen } from '@moim/contract/event-rules';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { categoryKey, HeartIcon, PinIcon } from '../../../components/EventCard.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { StarRating } from '../../../components/StarRating.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatEventDateTime, formatInReaderZone, formatPrice, formatRelativeTime } from '@moim/contract/format';
import { notify } from '../../../lib/notices.ts';
import { useScreenTitle } from '../../../lib/page-title.ts';
import { useSession, type Session } from '../../../lib/session.ts';
import { useClock } from '../../../lib/clock.ts';
import { languageList } from '../../../lib/language-names.ts';
import { useReaderTimeZone } from '../../../lib/time-zone.ts';
import { useCancelParticipation, useIsLiked, useParticipation, useToggleLike } from '../api.ts';
import { useSignInThen } from '../sign-in-then.ts';
import { EventChatAndReport } from '../components/EventChatAndReport.tsx';
import { EventLocation } from '../components/EventLocation.tsx';
import { ReviewLink } from '../components/ReviewLink.tsx';
import { eventImageAlt, galleryImages, ImageGallery } from '../components/ImageGallery.tsx';
import { EventUnavailable, useAddressedEvent } from '../../../components/EventUnavailable.tsx';
import styles from './EventDetailScreen.module.css';
import { LineIcon } from '../../../components/LineIcon.tsx';

// Only the guest who cancels opens it: its dialog code stays off the page's way to its first paint.
const CancelParticipationDialog = lazy(() =>
  import('../components/CancelParticipationDialog.tsx').then((m) => ({ default: m.CancelParticipationDialog })),
);

type Viewer = 'host' | 'member' | 'visitor';
type Status = NonNullable<CheckParticipationResponse['status']>;

function viewerOf(event: EventDetail, session: Session | null): Viewer {
  if (!session) return 'visitor';
  return event.createdBy.userId.toLowerCase() === session.userId.toLowerCase() ? 'host' : 'member';
}

/** Until the server has said, an attendee listed on the page counts as going. */
function listedAsGoing(event: EventDetail, session: Session | null): boolean {
  const me = session?.userId.toLowerCase();
  return event.participants.some((p) => p.status === 'Approved' && p.user.userId.toLowerCase() === me);
}

function Icon({ name }: { name: 'calendar' | 'won' | 'people' | 'language' }) {
  const paths = {
    calendar: (
      <>
        <rect x="3.5" y="5" width="17" height="15" rx="2" />
        <path d="M3.5 10h17M8 3v4M16 3v4" />
      </>
    ),
    won: <path d="M4 7l3.5 11L12 8l4.5 10L20 7M3 11h18M3 14h18" />,
    people: (
      <>
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.8c1.6.8 2.6 2.5 3 5.2" />
      </>
    ),
    language: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </>
    ),
  };
  return (
    <LineIcon size={20} className={styles.factIcon}>
      {paths[name]}
    </LineIcon>
  );
}

const CANCEL_TEXTS = {
  Approved: {
    label: 'detail.youAreGoing',
    button: 'detail.cancel',
    confirm: 'detail.cancelParticipation',
    question: 'messages:cancelConfirm',
  },
  Pending: {
    label: 'detail.applicationPending',
    button: 'detail.withdraw',
    confirm: 'detail.withdraw',
    question: 'detail.withdrawConfirm',
  },
  Waitlisted: {
    label: 'detail.onWaitlist',
    button: 'detail.leaveWaitlist',
    confirm: 'detail.leaveWaitlist',
    question: 'detail.leaveWaitlistConfirm',
  },
} as const;

/** Why an application or a waitlist place came to nothing once the event started. */
const STARTED_NOTES = {
  Pending: 'detail.startedWhilePending',
  Waitlisted: 'detail.startedWhileWaiting',
} as const;

/** The text of a failed cancellation: the server's reason when it gave one (too late, say). */
function cancelFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

/** A disabled Closed, with the reason beside it. */
function ClosedWithReason({ reason }: { reason: string }) {
  const { t } = useTranslation('events');
  const noteId = useId();
  return (
    <div className={styles.actions}>
      <Button block disabled aria-describedby={noteId}>
        {t('detail.closed')}
      </Button>
      <p id={noteId} className={styles.note}>
        {reason}
      </p>
    </div>
  );
}

/**
 * What a guest with a seat, an application or a waitlist place can do: give it up, after a
 * confirmation. Once the event has started: a guest went (and may review it), and an
 * application or a waitlist place has come to nothing.
 */
function ParticipationActions({
  event,
  status,
  waitlistPosition,
}: {
  event: EventDetail;
  status: Exclude<Status, 'Rejected'>;
  waitlistPosition?: number;
}) {
  const { t } = useTranslation(['events', 'messages']);
  const clock = useClock();
  const noteId = useId();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelParticipation(event.id);
  const texts = CANCEL_TEXTS[status];
  const now = clock();
  const started = reviewsOpen(event.startsAt, now);
  // Only a seat has the 24-hour rule; applications and waitlist places can be withdrawn any time.
  const tooLate = status === 'Approved' && !canCancelParticipation(event.startsAt, now);
  // A full Register event keeps its applications: the host may still accept one if a seat frees.
  const fullNote = status === 'Pending' && event.participantsCount >= event.maxParticipants;
  const label =
    status === 'Waitlisted' && waitlistPosition !== undefined
      ? t('detail.onWaitlistAt', { position: waitlistPosition })
      : t(texts.label);

  // The answer is awaited rather than handed to mutate's callbacks: by the time it arrives the
  // refreshed participation may have replaced these buttons, and those callbacks would not run.
  const send = async () => {
    try {
      notify((await cancel.mutateAsync()).message, 'success');
    } catch (error) {
      notify(cancelFailure(error, t('messages:cancelFailed')), 'error');
    } finally {
      setConfirming(false);
    }
  };

  if (started) {
    if (status !== 'Approved') return <ClosedWithReason reason={t(STARTED_NOTES[status])} />;
    return (
      <div className={styles.actions}>
        <p className={styles.role}>{t('detail.youWent')}</p>
        <ReviewLink event={event} />
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      <p className={styles.role}>{label}</p>
      {fullNote && (
        <p id={noteId} className={styles.note}>
          {t('detail.fullWhilePending')}
        </p>
      )}
      <Button
        variant="secondary"
        block
        disabled={tooLate}
        aria-describedby={tooLate ? noteId : undefined}
        onClick={() => setConfirming(true)}
      >
        {t(texts.button)}
      </Button>
      {tooLate && (
        <p id={noteId} className={styles.note}>
          {t('messages:cancelTooLate')}
        </p>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <CancelParticipationDialog
            open
            onOpenChange={(open) => {
              if (!cancel.isPending) setConfirming(open);
            }}
            question={t(texts.question)}
            confirmLabel={t(texts.confirm)}
            sending={cancel.isPending}
            onConfirm={() => void send()}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Manage and Cancel for the host; for a guest what their participation allows; for everyone else
 * Join Now, Join waitlist (a full First-come event) or Closed. A signed-in guest's place is known
 * before any of these shows, so nobody who has joined sees Join Now, even for a moment.
 */
function EventActions({ event, viewer }: { event: EventDetail; viewer: Viewer }) {
  const { t } = useTranslation(['events', 'eventList']);
  const signInThen = useSignInThen();
  const noteId = useId();
  const clock = useClock();
  const session = useSession();
  const participation = useParticipation(event.id, viewer === 'member');
  const going = listedAsGoing(event, session);
  const status: Status | null = participation.data ? participation.data.status : going ? 'Approved' : null;

  if (viewer === 'host') {
    return (
      <div className={styles.actions}>
        <p className={styles.role}>{t('detail.youAreHost')}</p>
        <Link to={`/manage/${event.id}`} className={buttonClass({ block: true })}>
          {t('detail.manage')}
        </Link>
        <Link to={`/deleteEvent/${event.id}`} className={buttonClass({ variant: 'secondary', block: true })}>
          {t('detail.cancel')}
        </Link>
      </div>
    );
  }
  // Until the server has said (it may be a moment), no action: Join Now would be wrong for
  // someone who applied. A failed answer offers what a newcomer gets; the server still decides.
  if (viewer === 'member' && participation.isPending && !going) {
    return (
      <div className={styles.actions} aria-busy="true">
        <p className={styles.note}>{t('detail.checkingPlace')}</p>
      </div>
    );
  }
  // Only a signed-in guest has a status: the host returned above, a visitor has none.
  if (status === 'Rejected') {
    return <ClosedWithReason reason={t(participation.data?.removed ? 'detail.removedNote' : 'detail.rejectedNote')} />;
  }
  if (status !== null) {
    return (
      <ParticipationActions event={event} status={status} waitlistPosition={participation.data?.waitlistPosition} />
    );
  }
  const now = clock();
  // A full First-come event that has not started keeps a waitlist: the next free seat goes to it.
  const waitlistOpen =
    event.type === 'FirstCome' && new Date(event.startsAt) > now && event.participantsCount >= event.maxParticipants;
  if (!isJoinable(event, now) && !waitlistOpen) {
    return (
      <div className={styles.actions}>
        <Button block disabled>
          {t('detail.closed')}
        </Button>
      </div>
    );
  }
  const joinLabel = waitlistOpen ? t('enter.joinWaitlist') : t('detail.joinNow');
  const waitlistNote = waitlistOpen && (
    <p id={noteId} className={styles.note}>
      {t('enter.fullWaitlist')}
    </p>
  );
  if (viewer === 'member') {
    return (
      <div className={styles.actions}>
        <Link
          to={`/enterEvent/${event.id}`}
          className={buttonClass({ block: true })}
          aria-describedby={waitlistOpen ? noteId : undefined}
        >
          {joinLabel}
        </Link>
        {waitlistNote}
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <Button
        block
        aria-describedby={waitlistOpen ? noteId : undefined}
        onClick={() => {
          notify(t('messages:loginRequiredRedirect'), 'info', { keepOnNextPage: true });
          // Back from signing in, the join screen opens without another press.
          signInThen('join', event.id);
        }}
      >
        {joinLabel}
      </Button>
      {waitlistNote}
    </div>
  );
}

function LikeControl({ event }: { event: EventDetail }) {
  const { t } = useTranslation(['events', 'eventList']);
  const session = useSession();
  const isLiked = useIsLiked(event.id);
  const { toggle } = useToggleLike();
  const liked =
    session !== null &&
    (isLiked.data ?? event.likes.some((like) => like.user.userId.toLowerCase() === session.userId.toLowerCase()));
  return (
    <div className={styles.like}>
      <button
        type="button"
        className={`${styles.likeButton} ${liked ? styles.liked : ''}`}
        aria-pressed={liked}
        aria-label={liked ? t('detail.unlike') : t('detail.like')}
        onClick={() => toggle({ eventId: event.id, liked, likesCount: event.likesCount })}
      >
        <HeartIcon filled={liked} size={22} />
      </button>
      <span className={styles.likeCount}>{t('detail.likesCount', { count: event.likesCount })}</span>
    </div>
  );
}

/**
 * What other features add to the event page (app/screens/EventPage.tsx composes them, since one
 * feature does not import another): `aside` below the actions, `main` below the description.
 */
export interface EventPageSlots {
  aside?: (event: EventDetail) => ReactNode;
  main?: (event: EventDetail) => ReactNode;
}

function EventView({ event, slots }: { event: EventDetail; slots: EventPageSlots }) {
  const { t, i18n } = useTranslation(['events', 'eventList']);
  useScreenTitle(event.name);
  const session = useSession();
  const viewer = viewerOf(event, session);
  const id = useId();
  const images = galleryImages(event.mainImage, event.images);
  const when = formatEventDateTime(event.date, event.time, i18n.language);
  const clock = useClock();
  const readerZone = useReaderTimeZone();
  const start = new Date(event.startsAt);
  // For a visitor abroad planning their arrival: the start on their own clock, and how soon it is.
  const readerTime = formatInReaderZone(start, i18n.language, readerZone);
  const fromNow = Number.isNaN(start.getTime()) ? null : formatRelativeTime(start, clock(), i18n.language);

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

      <header className={styles.header}>
        <ul className={styles.badges} aria-label={t('eventList:card.badges')}>
          <li className={styles.badge}>{t(`eventList:categories.${categoryKey(event.category)}`, event.category)}</li>
          <li className={`${styles.badge} ${styles.typeBadge}`}>{t(`eventList:types.${event.type}`, event.type)}</li>
        </ul>
        <h1 id={`${id}-title`} className={styles.title}>
          {event.name}
        </h1>
        <p className={styles.host}>
          <UserAvatar src={event.createdBy.profileImage} alt="" size={32} />
          <span>
            {t('detail.hostedBy')}{' '}
            {event.createdBy.userId ? (
              <Link to={`/userPage/${encodeURIComponent(event.createdBy.userId)}`} className={styles.hostLink}>
                {event.createdBy.username}
              </Link>
            ) : (
              event.createdBy.username
            )}
          </span>
        </p>
      </header>

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
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.factTerm}>
                  <Icon name="calendar" />
                  <span className="visually-hidden">{t('detail.when')}</span>
                </dt>
                <dd>
                  <time dateTime={event.startsAt}>{t('detail.koreaTime', { value: when })}</time>
                  {readerTime && <span className={styles.sub}>{t('detail.readerTime', { value: readerTime })}</span>}
                  {fromNow && <span className={styles.sub}>{fromNow}</span>}
                </dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factTerm}>
                  <PinIcon size={20} />
                  <span className="visually-hidden">{t('detail.location')}</span>
                </dt>
                <dd>
                  {event.location}
                  {event.locationDetail && <span className={styles.sub}>{event.locationDetail}</span>}
                </dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factTerm}>
                  <Icon name="won" />
                  <span className="visually-hidden">{t('detail.price')}</span>
                </dt>
                <dd className={styles.price}>{formatPrice(event.price, i18n.language, t('detail.free'))}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factTerm}>
                  <Icon name="people" />
                  <span className="visually-hidden">{t('detail.participants')}</span>
                </dt>
                <dd>
                  <span className={styles.count}>
                    {t('detail.participantsValue', {
                      current: event.participantsCount,
                      max: event.maxParticipants,
                    })}
                  </span>
                  <span className={styles.sub}>{t('detail.minimum', { count: event.minParticipants })}</span>
                </dd>
              </div>
              {event.languages.length > 0 && (
                <div className={styles.fact}>
                  <dt className={styles.factTerm}>
                    <Icon name="language" />
                    <span className="visually-hidden">{t('detail.languages')}</span>
                  </dt>
                  <dd>{t('detail.heldIn', { languages: languageList(event.languages, i18n.language) })}</dd>
                </div>
              )}
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{t('detail.rating')}</dt>
                <dd>
                  {event.averageRating === null ? (
                    <span className={styles.sub}>{t('detail.noReviews')}</span>
                  ) : (
                    <span className={styles.rating}>
                      <StarRating value={event.averageRating} />
                      <span className={styles.sub}>{t('detail.reviewCount', { count: event.reviewCount })}</span>
                    </span>
                  )}
                </dd>
              </div>
            </dl>
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
              address={event.location}
              detail={event.locationDetail}
              latitude={event.latitude}
              longitude={event.longitude}
              headingId={`${id}-where`}
            />
          </section>

          <section className={styles.section} aria-labelledby={`${id}-who`}>
            <h2 id={`${id}-who`} className={styles.sectionTitle}>
              {t('detail.attendees')}{' '}
              <span className={styles.sectionCount}>
                {t('detail.participantsValue', { current: event.participantsCount, max: event.maxParticipants })}
              </span>
            </h2>
            {event.participants.length === 0 ? (
              <p className={styles.sub}>{t('detail.noAttendees')}</p>
            ) : (
              <ul className={styles.people}>
                {event.participants.map((participant) => (
                  <li key={participant.id}>
                    <Link to={`/userPage/${encodeURIComponent(participant.user.userId)}`} className={styles.person}>
                      <UserAvatar src={participant.user.profileImage} alt="" size={48} />
                      <span className={styles.personName}>{participant.user.username}</span>
                      {participant.user.userId.toLowerCase() === event.createdBy.userId.toLowerCase() && (
                        <>
                          {' '}
                          <span className={styles.hostBadge}>{t('detail.hostBadge')}</span>
                        </>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}

/** The event page (/events/:eventId). */
export function EventDetailScreen(slots: EventPageSlots) {
  const { t } = useTranslation(['events', 'eventList']);
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
