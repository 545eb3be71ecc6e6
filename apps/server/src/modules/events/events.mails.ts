import type { DeleteReason, Locale } from '@moim/contract';
import type { MailMessage } from '../../lib/mailer.ts';
import { renderMail } from '../../lib/mail-layout.ts';

const reasons: Record<Locale, Record<DeleteReason | 'none', string>> = {
  en: {
    none: 'No reason given',
    'Not enough participants': 'Not enough participants',
    'Schedule change': 'Schedule change',
    'Want to create a new event': 'The host wants to create a new event',
    Other: 'Other',
  },
  ko: {
    none: '사유 없음',
    'Not enough participants': '참가자 부족',
    'Schedule change': '일정 변경',
    'Want to create a new event': '호스트가 새 이벤트를 만들기로 함',
    Other: '기타',
  },
};

export interface CancellationDetails {
  guestName: string;
  eventName: string;
  date: string;
  time: string;
  location: string;
  /** Absent when the host's client sent none (the spec's client never does). */
  reason: DeleteReason | undefined;
  detail: string | undefined;
}

/** The notice every approved guest gets when the host deletes the event. */
export function eventCancelledMail(locale: Locale, to: string, d: CancellationDetails): MailMessage {
  const reason = (d.reason === 'Other' || !d.reason) && d.detail ? d.detail : reasons[locale][d.reason ?? 'none'];
  return locale === 'ko'
    ? renderMail(to, {
        subject: `[Moim] 이벤트가 취소되었습니다: ${d.eventName}`,
        paragraphs: [
          `${d.guestName}님, 참가 예정이던 이벤트를 호스트가 취소했습니다.`,
          `이벤트: ${d.eventName}`,
          `일시: ${d.date} ${d.time} (한국 시간)`,
          `장소: ${d.location}`,
          `취소 사유: ${reason}`,
          'Moim에서 다른 이벤트를 찾아보세요.',
        ],
        signature: 'Moim 드림',
      })
    : renderMail(to, {
        subject: `[Moim] Event cancelled: ${d.eventName}`,
        paragraphs: [
          `Hi ${d.guestName}, the host has cancelled an event you were going to.`,
          `Event: ${d.eventName}`,
          `When: ${d.date} ${d.time} (Korea time)`,
          `Where: ${d.location}`,
          `Reason: ${reason}`,
          'Find another event on Moim.',
        ],
        signature: 'The Moim team',
      });
}
