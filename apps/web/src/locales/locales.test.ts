import fs from 'node:fs';
import path from 'node:path';
import { EVENT_LANGUAGES } from '@moim/contract';
import { describe, expect, it } from 'vitest';
import { en } from '@moim/contract/messages/en';
import enCommon from './en/common.json';
import enEventList from './en/eventList.json';
import koEventList from './ko/eventList.json';
import enEvents from './en/events.json';
import koEvents from './ko/events.json';

const dir = import.meta.dirname;
const namespaces = fs.readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

/** Every key path of a namespace; plural forms count as one key. */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keys(item, `${prefix}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => keys(item, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
}

const read = (language: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, language, file), 'utf8'));

describe('translations', () => {
  it.each(namespaces)('%s has the same texts in English and Korean, none empty', (file) => {
    const en = read('en', file);
    const ko = read('ko', file);
    expect([...new Set(keys(ko))].sort()).toEqual([...new Set(keys(en))].sort());
    const texts = JSON.stringify(ko).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(texts.filter((t) => t === '""')).toEqual([]);
  });

  it('names every event language and has six usage-rule sections', () => {
    expect(Object.keys(enEventList.languageNames).sort()).toEqual([...EVENT_LANGUAGES].sort());
    expect(enEvents.rules.sections).toHaveLength(6);
    expect(koEvents.rules.sections).toHaveLength(6);
  });

  it('keeps the spec texts verbatim', () => {
    expect(enEvents.post.uploading).toBe('Uploading event... Please wait.');
    expect(enEvents.delete.processing).toBe('Processing...');
    expect(enEvents.delete.back).toBe('Cancel and go back');
    expect(enEvents.detail.joinNow).toBe('Join Now');
    expect(enEvents.detail.closed).toBe('Closed');
    expect(enEvents.detail.manage).toBe('Manage');
    expect(enEvents.detail.cancel).toBe('Cancel');
    expect(enEventList.types).toEqual({ FirstCome: 'First come', Register: 'Register' });
    expect(enEventList.list.categories).toEqual({ All: 'All' });
  });

  it('writes correctly what the spec misspells (decision record 0013)', () => {
    // One word per category, on the cards, the event page and the list filter alike.
    expect(enEventList.categories.ArtFashion).toBe('Art/Fashion');
    expect(enEventList.categories.Others).toBe('Others');
    expect(koEventList.categories.Others).toBe('기타');
    expect(enCommon.nav.signIn).toBe('Sign in');
    expect(enCommon.nav.signUp).toBe('Sign up');
    expect(en.minParticipantsZero).toBe("Minimum participants can't be 0");
  });
});
