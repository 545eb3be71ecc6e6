import type { Locale } from '@moim/contract';
import type { MailMessage } from '../../lib/mailer.ts';
import { renderMail } from '../../lib/mail-layout.ts';

const signature = { en: 'The Moim team', ko: 'Moim 드림' } satisfies Record<Locale, string>;

/** The sign-up code; the subject carries it, so it shows in notifications (and the dev log). */
export function verificationCodeMail(locale: Locale, to: string, code: string, minutes: number): MailMessage {
  return locale === 'ko'
    ? renderMail(to, {
        subject: `Moim 인증 코드: ${code}`,
        paragraphs: [
          'Moim 회원가입을 위한 인증 코드입니다.',
          `이 코드는 ${minutes}분 동안 한 번만 사용할 수 있습니다.`,
        ],
        highlight: code,
        signature: signature.ko,
      })
    : renderMail(to, {
        subject: `Your Moim verification code: ${code}`,
        paragraphs: [
          'Here is your code to finish signing up for Moim.',
          `It works once, for the next ${minutes} minutes.`,
        ],
        highlight: code,
        signature: signature.en,
      });
}

export function forgotIdMail(locale: Locale, to: string, username: string, userId: string): MailMessage {
  return locale === 'ko'
    ? renderMail(to, {
        subject: 'Moim 아이디 안내',
        paragraphs: [
          `${username}님, 요청하신 Moim 아이디는 다음과 같습니다.`,
          '직접 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
        ],
        highlight: userId,
        signature: signature.ko,
      })
    : renderMail(to, {
        subject: 'Your Moim ID',
        paragraphs: [
          `Hi ${username}, here is the Moim ID you asked for.`,
          'If you did not ask for it, you can ignore this e-mail.',
        ],
        highlight: userId,
        signature: signature.en,
      });
}

export function temporaryPasswordMail(locale: Locale, to: string, username: string, password: string): MailMessage {
  return locale === 'ko'
    ? renderMail(to, {
        subject: 'Moim 임시 비밀번호',
        paragraphs: [
          `${username}님, 임시 비밀번호를 보내드립니다. 1시간 동안 한 번만 로그인할 수 있으며, 로그인 후 바로 새 비밀번호로 변경해야 합니다.`,
          '직접 요청하지 않으셨다면 이 메일을 무시하세요. 기존 비밀번호는 임시 비밀번호를 사용하기 전까지 그대로 사용할 수 있습니다.',
        ],
        highlight: password,
        signature: signature.ko,
      })
    : renderMail(to, {
        subject: 'Your temporary Moim password',
        paragraphs: [
          `Hi ${username}, here is a temporary password. It signs you in once within the next hour, and you will then choose a new password.`,
          'If you did not ask for it, ignore this e-mail: your current password keeps working until the temporary one is used.',
        ],
        highlight: password,
        signature: signature.en,
      });
}
