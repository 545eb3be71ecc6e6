import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { notificationText } from './notification-text.ts';
import { aNotification } from './test-fixtures.ts';

const say = (overrides: Parameters<typeof aNotification>[1]) =>
  notificationText(i18n.getFixedT(i18n.language, 'notifications'), aNotification(1, overrides));

describe('the words of the moderators’ notifications', () => {
  beforeAll(() => i18n.loadNamespaces('notifications'));

  it('says what was done about a report, or only that there is news when the outcome is unknown', () => {
    const report = { kind: 'reportOutcome', actor: null, event: null } as const;
    expect(say({ ...report, detail: 'actioned' })).toBe(
      'We looked at your report and took action. Thank you for helping keep Moim safe.',
    );
    expect(say({ ...report, detail: 'dismissed' })).toBe(
      'We looked at your report: it does not break the community rules, so it stays. Thank you for telling us.',
    );
    expect(say({ ...report, detail: null })).toBe(
      'There is an update on your report. Thank you for helping keep Moim safe.',
    );
  });

  it('says an event was taken down by the moderators, not cancelled by its host', () => {
    expect(say({ kind: 'eventCancelled', actor: null, detail: 'moderated' })).toBe(
      "Board games was removed by Moim's moderators",
    );
    expect(say({ kind: 'eventCancelled', actor: null, detail: null })).toBe('Board games was cancelled by its host');
  });

  it('quotes the moderator’s warning', () => {
    expect(say({ kind: 'accountWarning', actor: null, event: null, detail: 'Please stay polite.' })).toBe(
      'Moim\'s moderators warned you: "Please stay polite."',
    );
  });

  describe('in Korean', () => {
    beforeAll(() => i18n.changeLanguage('ko'));
    afterAll(() => i18n.changeLanguage('en'));

    it('says them in the reader’s language', () => {
      expect(say({ kind: 'reportOutcome', actor: null, event: null, detail: 'actioned' })).toBe(
        '신고하신 내용을 검토하고 조치했어요. Moim을 안전하게 지켜 주셔서 감사해요.',
      );
      expect(say({ kind: 'accountWarning', actor: null, event: null, detail: '예의를 지켜 주세요.' })).toBe(
        'Moim 운영팀이 경고를 보냈어요: "예의를 지켜 주세요."',
      );
    });
  });
});
