import { describe, expect, it } from 'vitest';
import { returnPathOf, withReturnPath } from './return-path.ts';

describe('returnPathOf', () => {
  it.each(['/events/7', '/enterEvent/7', '/postEvent?x=1', '/userPage/alice#hosted', '/?like=7'])(
    'follows %s',
    (path) => {
      expect(returnPathOf(path)).toBe(path);
    },
  );

  it.each(['/logIn', '/login/', '/signIn?x=1', '/createAccount', '/googleSignUp?email=a', '/LOGIN#top'])(
    'does not go back to the sign-in screen %s',
    (path) => {
      expect(returnPathOf(path)).toBeNull();
    },
  );

  it.each(['/', '//evil.com', '/\\evil.com', 'https://evil.com', 'events/7', null])(
    'has nothing to go back to for %s',
    (value) => {
      expect(returnPathOf(value)).toBeNull();
    },
  );
});

describe('withReturnPath', () => {
  it('adds the return path to the query, or leaves the path as it is', () => {
    expect(withReturnPath('/logIn', '/events/7?tab=info')).toBe('/logIn?returnTo=%2Fevents%2F7%3Ftab%3Dinfo');
    expect(withReturnPath('/logIn', null)).toBe('/logIn');
  });
});
