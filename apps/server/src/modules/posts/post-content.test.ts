import { describe, expect, it } from 'vitest';
import { excerpt, postSummary, SUMMARY_LENGTH, summaryText } from './post-content.ts';
import { loadStarterPosts } from './starter-posts.ts';

const STARTER_POSTS = loadStarterPosts();

const codePoints = (text: string) => Array.from(text).length;

describe('excerpt', () => {
  it('leaves a text that fits as it is', () => {
    expect(excerpt('Early April along the river.', 40, 'en')).toBe('Early April along the river.');
  });

  it('cuts English between words, with "…" and no dangling comma', () => {
    const text = 'Buy a T-money card at any convenience store, top it up, and tap in on buses and subways.';
    expect(excerpt(text, 30, 'en')).toBe('Buy a T-money card at any…');
    expect(excerpt(text, 48, 'en')).toBe('Buy a T-money card at any convenience store…');
  });

  it('cuts Korean between words (at spaces), never inside one', () => {
    const text = '편의점이나 지하철역에서 티머니 카드를 사고, 역의 충전기에서 충전합니다.';
    const cut = excerpt(text, 20, 'ko');
    expect(cut).toBe('편의점이나 지하철역에서 티머니…');
    expect(codePoints(cut)).toBeLessThanOrEqual(20);
  });

  it('cuts Japanese and Chinese between characters of whole words, within the length', () => {
    for (const [text, language] of [
      ['韓国に90日を超えて滞在する場合は、入国から90日以内に外国人登録をしなければなりません。', 'ja'],
      ['如果你要在韩国停留超过90天，就必须在入境后90天内到出入境管理部门办理外国人登录。', 'zh'],
    ] as const) {
      const cut = excerpt(text, 16, language);
      expect(cut.endsWith('…')).toBe(true);
      expect(codePoints(cut)).toBeLessThanOrEqual(16);
      expect(codePoints(cut)).toBeGreaterThan(8);
      expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    }
  });

  it('cuts inside a word only when one word is longer than the excerpt', () => {
    expect(excerpt(`Rheinmaindonaukanalschifffahrtsgesellschaft ahead`, 20, 'de')).toBe('Rheinmaindonaukanal…');
  });
});

describe('postSummary', () => {
  it('keeps the items of a list apart, introduced by their heading', () => {
    const summary = postSummary(
      [
        {
          heading: 'What to bring',
          body: '<ul><li>your passport</li><li>your Korean phone number</li></ul><p>Banks open at 9:00.</p>',
        },
      ],
      'en',
    );
    expect(summary).toBe('What to bring: your passport · your Korean phone number · Banks open at 9:00.');
  });

  it.each(STARTER_POSTS.map((post) => [post.slug, post] as const))(
    'ends %s at a word with "…", within the length',
    (_slug, post) => {
      const summary = postSummary(post.sections, post.language);
      expect(codePoints(summary)).toBeLessThanOrEqual(SUMMARY_LENGTH);
      expect(summary).toMatch(/…$/);
      const kept = summary.slice(0, -1);
      const full = summaryText(post.sections, post.language);
      expect(full.startsWith(kept)).toBe(true);
      expect(kept).not.toMatch(/[\s,;:·(]$/);
      // Where words are spaced, the last word kept is whole: a space or a sign follows it.
      if (post.language !== 'ja' && post.language !== 'zh') expect(full[kept.length]).toMatch(/[\s\p{P}]/u);
    },
  );

  it('no longer runs the English bank account post’s list together', () => {
    const post = STARTER_POSTS.find((p) => p.slug === 'opening-a-bank-account')!;
    const summary = postSummary(post.sections, post.language);
    expect(summary).toMatch(/^What to bring: your passport and Alien Registration Card · your Korean phone number/);
  });
});
