import { expect } from 'vitest';

/** Everything scripts can read in web storage, as `key=value` lines. */
function storedEntries(): string[] {
  const entries: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)!;
      entries.push(`${key}=${storage.getItem(key)}`);
    }
  }
  return entries;
}

/** The session is the httpOnly cookie: no token may sit where a script can read it. */
export function expectNoTokenInStorage(token: string): void {
  const entries = storedEntries();
  expect(entries.filter((entry) => entry.includes(token))).toEqual([]);
  expect(entries.filter((entry) => /^(token|moim\.session)=/.test(entry))).toEqual([]);
}
