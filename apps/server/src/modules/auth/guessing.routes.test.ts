import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, registerUser, requestTemporaryPassword, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WINDOW_MS = 15 * 60_000;

const signInFrom = (address: string, userId: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/signIn', payload: { userId, password }, remoteAddress: address });

const checkOn = (user: TestUser, token: string, address: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/checkCurrentPassword',
    payload: { userId: user.userId, password },
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: address,
  });

function expectThrottled(r: Awaited<ReturnType<typeof signInFrom>>): void {
  expect(r.statusCode).toBe(429);
  expect(r.json().code).toBe('tooManyRequests');
  expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
}

describe('guessing passwords at sign-in', () => {
  it('throttles the guessing address and lets the owner in from another one', async () => {
    const user = await registerUser(t);
    const attacker = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signInFrom(attacker, user.userId, `Wrong${i}23!`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);

    // The owner, from an address without failures, with the right password.
    const owner = await signInFrom(nextIp(), user.userId, user.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().userId).toBe(user.userId);

    // The guessing address stays throttled, even with the right password, until its window ends.
    expectThrottled(await signInFrom(attacker, user.userId, user.password));
    t.clock.advance(WINDOW_MS);
    expect((await signInFrom(attacker, user.userId, user.password)).statusCode).toBe(200);
  });

  it('slows an account under attack from many addresses, and never closes it to a clean address', async () => {
    const user = await registerUser(t);
    const attackers = Array.from({ length: 10 }, () => nextIp());
    for (const address of attackers) {
      expect((await signInFrom(address, user.userId, 'Wrong123!')).statusCode).toBe(401);
    }
    // Under attack, an address with a failure gets no second try in the window…
    expectThrottled(await signInFrom(attackers[0]!, user.userId, 'Wrong456!'));
    // …a new address gets one…
    const fresh = nextIp();
    expect((await signInFrom(fresh, user.userId, 'Wrong789!')).statusCode).toBe(401);
    expectThrottled(await signInFrom(fresh, user.userId, user.password));
    // …and the owner, from an address without failures, gets in, again and again.
    for (let i = 0; i < 3; i++) expect((await signInFrom(nextIp(), user.userId, user.password)).statusCode).toBe(200);
    t.clock.advance(WINDOW_MS);
    expect((await signInFrom(attackers[0]!, user.userId, user.password)).statusCode).toBe(200);
  });

  it('checks at most the limit of parallel guesses from one address', async () => {
    const user = await registerUser(t);
    const attacker = nextIp();
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => signInFrom(attacker, user.userId, `Parallel${i}1!`)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('limits failures per address across accounts, and a success from there is not counted', async () => {
    const address = nextIp();
    const user = await registerUser(t);
    for (let i = 0; i < 29; i++) {
      expect((await signInFrom(address, `nobody${i}x`, 'Wrong123!')).statusCode).toBe(401);
    }
    expect((await signInFrom(address, user.userId, user.password)).statusCode).toBe(200);
    expect((await signInFrom(address, 'nobody30x', 'Wrong123!')).statusCode).toBe(401);
    expectThrottled(await signInFrom(address, 'nobody31x', 'Wrong123!'));
    expectThrottled(await signInFrom(address, user.userId, user.password));
  });

  it('gives a chosen user id no way into another account’s counts', async () => {
    const user = await registerUser(t);
    const owner = nextIp();
    // Named so that a plain "account:ip" key would be the owner's own.
    for (let i = 0; i < 6; i++) await signInFrom(nextIp(), `${user.userId}:ip:${owner}`, 'Wrong123!');
    expect((await signInFrom(owner, user.userId, user.password)).statusCode).toBe(200);
  });

  it('keeps the temporary password behind the same throttle, and usable by the owner', async () => {
    const user = await registerUser(t);
    const temporary = await requestTemporaryPassword(t, user);
    const attacker = nextIp();
    for (let i = 0; i < 5; i++) await signInFrom(attacker, user.userId, 'Wrong123!');
    // The right temporary password does not get a throttled address in.
    expectThrottled(await signInFrom(attacker, user.userId, temporary));
    const owner = await signInFrom(nextIp(), user.userId, temporary);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().passwordChangeRequired).toBe(true);
  });
});

describe('guessing the current password', () => {
  it('throttles the guessing session and leaves the owner’s other sessions alone', async () => {
    const user = await registerUser(t);
    const thief = { token: user.token, address: nextIp() };
    const ownerAddress = nextIp();
    const ownerToken = (await signInFrom(ownerAddress, user.userId, user.password)).json().access_token as string;

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await checkOn(user, thief.token, thief.address, 'Wrong123!')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expectThrottled(await checkOn(user, thief.token, thief.address, user.password));

    const owner = await checkOn(user, ownerToken, ownerAddress, user.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ valid: true });
    // Not even the thief's address is a way to keep the owner out.
    expect((await checkOn(user, ownerToken, thief.address, user.password)).json()).toEqual({ valid: true });
  });
});
