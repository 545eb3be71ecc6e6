import { setTimeout as sleepFor } from 'node:timers/promises';
import type { BlocksRepository } from '../blocks/blocks.repository.ts';
import type { FollowingList, FollowState } from '@moim/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { runEvery } from '../../lib/periodic.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertNotSelf } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import { notificationLink, type NotificationsService } from '../notifications/notifications.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { FollowsRepository } from './follows.repository.ts';

interface Repos {
  follows: FollowsRepository;
  notifications: NotificationsRepository;
  outbox: OutboxRepository;
  users: UsersRepository;
  blocks: BlocksRepository;
}

/**
 * Followers one transaction tells at most: small, so on PGlite (one connection) the requests
 * waiting meanwhile wait only for a short transaction, and on PostgreSQL a read that meets one
 * waits little for the CPU.
 */
const BATCH = 100;

/** How often every process looks for fan-outs another process queued or a crash left. */
const POLL_INTERVAL_MS = 5_000;

/** Following hosts, and telling their followers of their new events off the request path (decision 0062). */
export function createFollowsService(deps: {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  notifications: Pick<NotificationsService, 'round'>;
  clock: Clock;
  /** Where users reach the site (PUBLIC_URL): the mail's links. */
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { repos, transaction, notifications, clock, publicUrl, log } = deps;

  async function hostOf(userId: string) {
    const host = await repos.users.findByUserId(userId);
    if (!host) throw new AppError('userNotFound');
    return host;
  }

  async function stateOf(callerId: string, hostId: string): Promise<FollowState> {
    const [following, followersCount] = await Promise.all([
      repos.follows.isFollowing(callerId, hostId),
      repos.follows.followersCount(hostId),
    ]);
    return { following, followersCount };
  }

  /**
   * Tells one batch of one waiting fan-out's followers, in one transaction that holds the job's
   * row: the notifications, the mails and the job's progress commit together or not at all, so a
   * crash resumes after the last batch that committed and nobody is told twice. Answers how many
   * it told, or null when no fan-out was waiting (or all are another process's now).
   */
  async function fanOutBatch(): Promise<number | null> {
    const now = clock.now();
    const round = notifications.round();
    const told = await transaction(async (tx) => {
      const fanout = await tx.follows.claimFanout();
      if (!fanout) return null;
      const followers = await tx.follows.nextFollowers(fanout.event.hostId, fanout.lastFollowerId, BATCH);
      const wanted = await round.notifyAllForLater(
        tx,
        followers.map((follower) => ({
          recipientId: follower.id,
          kind: 'followedHostEvent' as const,
          eventId: fanout.event.id,
          eventName: fanout.event.name,
          actorId: fanout.event.hostId,
          link: notificationLink('followedHostEvent', fanout.event.id),
        })),
      );
      const { id, name, date, time, location } = fanout.event;
      const event = { id, name, date, time, location };
      const { hostName } = fanout;
      const eventUrl = `${publicUrl}/events/${id}`;
      // Queued as their values, made into mails (their unsubscribe links signed) as they are sent:
      // doing that for 10,000 at once here held up every request (decision 71).
      const mails = followers.flatMap((follower, i) => {
        if (!wanted[i]) return [];
        const { locale, username } = follower;
        const values = { recipientId: follower.id, locale, username, hostName, event, eventUrl };
        return [{ to: follower.email, template: { name: 'followedHostEvent' as const, values } }];
      });
      await tx.outbox.enqueueTemplates(mails, now);
      const last = followers.at(-1);
      if (followers.length < BATCH || !last) await tx.follows.finishFanout(fanout.event.id);
      else await tx.follows.advanceFanout(fanout.event.id, last.id);
      return followers.length;
    });
    round.announce();
    return told;
  }

  /**
   * Works through every waiting fan-out; answers how many followers it told. After each batch it
   * rests as long as the batch took, so it takes at most half of the CPU from the requests
   * (10,000 followers: about 3 s on two cores, bench/README.md).
   */
  async function fanOut(): Promise<number> {
    let total = 0;
    for (;;) {
      const started = performance.now();
      const told = await fanOutBatch();
      if (told === null) return total;
      total += told;
      await sleepFor(performance.now() - started);
    }
  }

  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  let started = false;
  /**
   * Runs `fanOut` now, or once more after the run under way, never two at once in this process;
   * nothing before `start` (tests drive `fanOut` themselves).
   */
  function wake(): void {
    if (!started || again) return;
    again = true;
    running = running.then(async () => {
      // The request that woke it sends its answer first.
      await new Promise((resolve) => setImmediate(resolve));
      again = false;
      await fanOut().catch((error: unknown) => log.error({ err: error }, 'follow fan-out failed'));
    });
  }

  return {
    async follow(caller: Caller, userId: string): Promise<FollowState> {
      const host = await hostOf(userId);
      assertNotSelf(caller, host, 'followSelf');
      await repos.follows.follow(caller.id, host.id, clock.now());
      return stateOf(caller.id, host.id);
    },

    async unfollow(caller: Caller, userId: string): Promise<FollowState> {
      const host = await hostOf(userId);
      await repos.follows.unfollow(caller.id, host.id);
      return stateOf(caller.id, host.id);
    },

    async following(caller: Caller): Promise<FollowingList> {
      return { hosts: await repos.follows.following(caller.id) };
    },

    fanOut,

    /** Called once an event's transaction (which queued its fan-out) committed: starts at once. */
    wake,

    /** Works at once, whenever woken, and every few seconds (for other processes' jobs and restarts). */
    start(intervalMs = POLL_INTERVAL_MS): () => Promise<void> {
      started = true;
      wake();
      const stop = runEvery(intervalMs, async () => wake(), log, 'follow fan-out failed');
      return async () => {
        started = false;
        await stop();
        await running;
      };
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
