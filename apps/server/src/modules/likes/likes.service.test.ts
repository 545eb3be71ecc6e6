import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, createTransactionRunner } from '../../db/repositories.ts';
import { createCacheInvalidation } from '../../lib/cache-invalidation.ts';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';
import type { Caller } from '../access/caller.ts';
import { createLikesService } from './likes.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deleteEvent = (id: number) => t.database.db.execute(sql`delete from events where id = ${id}`);

async function callerOf(user: TestUser): Promise<Caller> {
  const [row] = await queryRows<{ id: string; username: string }>(
    t.database,
    sql`select id, username from users where user_id = ${user.userId}`,
  );
  return {
    ...row!,
    userId: user.userId,
    email: user.email,
    sessionId: '',
    restricted: false,
    isAdmin: false,
    joinedAt: new Date(0),
  };
}

/** The likes service, with the event deleted right after its existence was checked. */
function serviceWithEventDeletedAfterCheck() {
  const repos = createRepositories(t.database.db);
  const events = {
    ...repos.events,
    async findFacts(id: number) {
      const found = await repos.events.findFacts(id);
      await deleteEvent(id);
      return found;
    },
  };
  return createLikesService({
    repos: { ...repos, events },
    transaction: createTransactionRunner(t.database.db),
    quotas: {
      consume: async () => undefined,
      firstDay: async () => undefined,
      counter: () => {
        throw new Error('likes count their quota with consume');
      },
      unattachedUploadBytes: Number.POSITIVE_INFINITY,
    },
    clock: t.clock,
    changes: createCacheInvalidation(),
  });
}

describe('a like on an event that is being deleted', () => {
  it('answers 404 when the event was deleted just before', async () => {
    const host = await registerUser(t);
    const guest = await registerUser(t);
    const event = await createEvent(t, host);
    await deleteEvent(event.id);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/likes/${event.id}/like`,
      payload: {},
      headers: guest.auth,
    });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('eventNotFound');
  });

  it('is a 404, not a 500, when the event goes between the check and the insert', async () => {
    const host = await registerUser(t);
    const guest = await registerUser(t);
    const event = await createEvent(t, host);
    const likes = serviceWithEventDeletedAfterCheck();
    await expect(likes.toggle(await callerOf(guest), event.id, undefined)).rejects.toMatchObject({
      code: 'eventNotFound',
      status: 404,
    });
  });

  it('is a 404 too for an unlike of an event that goes meanwhile', async () => {
    const host = await registerUser(t);
    const guest = await registerUser(t);
    const event = await createEvent(t, host);
    const liked = await t.app.inject({ method: 'POST', url: `/api/likes/${event.id}/like`, headers: guest.auth });
    expect(liked.json()).toEqual({ likesLen: 1, isLiked: true });
    const likes = serviceWithEventDeletedAfterCheck();
    await expect(likes.toggle(await callerOf(guest), event.id, undefined)).rejects.toMatchObject({
      code: 'eventNotFound',
      status: 404,
    });
  });
});
