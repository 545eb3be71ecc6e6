import { EVENT_LANGUAGES } from '@moim/contract';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/events.json';
import ko from '../../locales/ko/events.json';

/** Every key path of a namespace; plural forms count as one key. */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keys(item, `${prefix}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => keys(item, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
}

describe('events namespace', () => {
  it('has the same texts in English and Korean', () => {
    expect([...new Set(keys(ko))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('names every event language and has six usage-rule sections', () => {
    expect(Object.keys(en.languageNames).sort()).toEqual([...EVENT_LANGUAGES].sort());
    expect(en.rules.sections).toHaveLength(6);
    expect(ko.rules.sections).toHaveLength(6);
  });

  it('keeps the spec texts verbatim', () => {
    expect(en.post.uploading).toBe('Uploading event... Please wait.');
    expect(en.delete.processing).toBe('Processing...');
    expect(en.delete.back).toBe('Cancel and go back');
    expect(en.detail.joinNow).toBe('Join Now');
    expect(en.detail.closed).toBe('Closed');
    expect(en.detail.manage).toBe('Manage');
    expect(en.detail.cancel).toBe('Cancel');
    expect(en.types).toEqual({ FirstCome: 'First come', Register: 'Register' });
    expect(en.categories.Others).toBe('Etc..');
  });
});
