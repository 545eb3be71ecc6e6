import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX_LENGTH } from './limits.ts';
import { pathWithQuery, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/events/12', '/events/12'],
    ['/enterEvent/12', '/enterEvent/12'],
    ['/allEvents?page=2&type=Register#list', '/allEvents?page=2&type=Register#list'],
    ['/events/%2F%2Fevil.com', '/events/%2F%2Fevil.com'],
    ['/events/./12', '/events/12'],
  ])('keeps the path of this site %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['another host', '//evil.com'],
    ['another host with a path', '//evil.com/events/1'],
    ['a backslash read as a slash', '/\\evil.com'],
    ['a backslash later on', '/events\\..\\..\\evil.com'],
    ['an absolute address', 'https://evil.com/events/1'],
    ['an address without a scheme', 'evil.com'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'events/12'],
    ['a dot path', './events/12'],
    ['a tab browsers drop', '/\t/evil.com'],
    ['a line break browsers drop', '/\n/evil.com'],
    ['a NUL', '/events\u0000'],
    ['dot segments that lead to another host', '/a/..//evil.com'],
    ['an empty text', ''],
    ['nothing', null],
    ['nothing at all', undefined],
    ['a path too long', `/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('accepts a path of the longest length', () => {
    const longest = `/${'a'.repeat(RETURN_PATH_MAX_LENGTH - 1)}`;
    expect(safeReturnPath(longest)).toBe(longest);
  });
});

describe('pathWithQuery', () => {
  it('adds to the query before the fragment and keeps what was there', () => {
    expect(pathWithQuery('/events/12?tab=info#reviews', { login: 'google' })).toBe(
      '/events/12?tab=info&login=google#reviews',
    );
    expect(pathWithQuery('/', { returnTo: '/events/12' })).toBe('/?returnTo=%2Fevents%2F12');
  });
});
