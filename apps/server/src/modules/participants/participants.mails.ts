import type { Locale } from '@moim/contract';
import { renderMail } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The event a status mail is about. */
export interface MailEvent {
  name: string;
  date: string;
  time: string;
  location: string;
  /** The event's page (PUBLIC_URL/events/{id}). */
  url: string;
}

export type StatusMail = 'approved' | 'rejected' | 'promoted';

const texts: Record<Locale, Record<StatusMail, { subject: string; lead: string }>> = {
  en: {
    approved: { subject: 'You are in', lead: 'the host has approved your application. See you there!' },
    rejected: {
      subject: 'Your application was not accepted',
      lead: 'the host did not accept your application for this event. There are many more events on Moim.',
    },
    promoted: {
      subject: 'A seat is yours',
      lead: 'a seat became free and you were first on the waitlist, so it is yours. See you there!',
    },
  },
  ko: {
    approved: { subject: '참가가 승인되었습니다', lead: '호스트가 참가 신청을 승인했습니다. 그날 만나요!' },
    rejected: {
      subject: '참가 신청이 수락되지 않았습니다',
      lead: '호스트가 이 이벤트의 참가 신청을 수락하지 않았습니다. Moim에서 다른 이벤트도 찾아보세요.',
    },
    promoted: {
      subject: '자리가 생겼습니다',
      lead: '자리가 생겨 대기자 명단 첫 번째였던 회원님의 참가가 확정되었습니다. 그날 만나요!',
    },
  },
};

function eventLines(locale: Locale, event: MailEvent): string[] {
  return locale === 'ko'
    ? [`이벤트: ${event.name}`, `일시: ${event.date} ${event.time} (한국 시간)`, `장소: ${event.location}`]
    : [`Event: ${event.name}`, `When: ${event.date} ${event.time} (Korea time)`, `Where: ${event.location}`];
}

const link = (locale: Locale, event: MailEvent) => ({
  label: locale === 'ko' ? '이벤트 보기' : 'See the event',
  url: event.url,
});

/** Tells a guest what became of their place: approved, rejected, or promoted from the waitlist. */
export function participationMail(
  kind: StatusMail,
  locale: Locale,
  to: { email: string; username: string },
  event: MailEvent,
): MailMessage {
  const text = texts[locale][kind];
  return renderMail(to.email, {
    subject: `[Moim] ${text.subject}: ${event.name}`,
    paragraphs: [
      locale === 'ko' ? `${to.username}님, ${text.lead}` : `Hi ${to.username}, ${text.lead}`,
      ...eventLines(locale, event),
    ],
    link: link(locale, event),
    signature: locale === 'ko' ? 'Moim 드림' : 'The Moim team',
  });
}

/** Tells the host of a Register event that someone applied. */
export function newApplicationMail(
  locale: Locale,
  to: { email: string; username: string },
  applicant: { username: string; answer: string },
  event: MailEvent,
): MailMessage {
  const answer = applicant.answer
    ? [locale === 'ko' ? `답변: ${applicant.answer}` : `Answer: ${applicant.answer}`]
    : [];
  return locale === 'ko'
    ? renderMail(to.email, {
        subject: `[Moim] 새 참가 신청: ${event.name}`,
        paragraphs: [
          `${to.username}님, ${applicant.username}님이 이벤트에 참가를 신청했습니다. 이벤트 페이지의 관리에서 승인하거나 거절해 주세요.`,
          ...eventLines(locale, event),
          ...answer,
        ],
        link: link(locale, event),
        signature: 'Moim 드림',
      })
    : renderMail(to.email, {
        subject: `[Moim] New application: ${event.name}`,
        paragraphs: [
          `Hi ${to.username}, ${applicant.username} has applied to your event. Accept or reject them under Manage on the event's page.`,
          ...eventLines(locale, event),
          ...answer,
        ],
        link: link(locale, event),
        signature: 'The Moim team',
      });
}
