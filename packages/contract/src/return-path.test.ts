import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX_LENGTH } from './limits.ts';
import { pathWithQuery, safeReturnAddress, safeReturnPath } from './return-path.ts';

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

  it('keeps the origin of an address on another origin', () => {
    expect(pathWithQuery('https://partner.example/events/12#top', { login: 'google' })).toBe(
      'https://partner.example/events/12?login=google#top',
    );
  });
});

describe('safeReturnAddress', () => {
  const origins = { site: 'https://moim.example', others: ['https://partner.example', 'http://localhost:8080'] };

  it.each([
    ['a path of this site', '/events/12?tab=info', '/events/12?tab=info'],
    ["this site's own address, as a path", 'https://moim.example/events/12', '/events/12'],
    ['an allowed origin', 'https://partner.example/events/12?x=1#top', 'https://partner.example/events/12?x=1#top'],
    ['an allowed origin without a path', 'https://partner.example', 'https://partner.example/'],
    [
      'an allowed origin in capitals, with its default port',
      'HTTPS://Partner.Example:443/',
      'https://partner.example/',
    ],
    ['an allowed local origin', 'http://localhost:8080/', 'http://localhost:8080/'],
  ])('follows %s', (_what, value, expected) => {
    expect(safeReturnAddress(value, origins)).toBe(expected);
  });

  it.each([
    ['a foreign origin', 'https://evil.example/'],
    ['a foreign host that starts like an allowed one', 'https://partner.example.evil.example/'],
    ['an allowed host on another scheme', 'http://partner.example/'],
    ['an allowed host on another port', 'https://partner.example:8443/'],
    ['credentials in the address', 'https://user:pass@partner.example/'],
    ['an allowed origin as the credentials of a foreign one', 'https://partner.example@evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['another host, no scheme', '//evil.example'],
    ['a backslash', 'https://partner.example\\evil.example/'],
    ['a tab browsers drop', 'https://partner.example/\t/x'],
    ['a path leading to another host', 'https://partner.example/a/..//evil.example'],
    ['an address too long', `https://partner.example/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
    ['nothing', undefined],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnAddress(value, origins)).toBeNull();
  });
});
