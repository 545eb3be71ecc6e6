import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Server as SocketServer } from 'socket.io';
import { startupWarnings, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { commitModeOf, createRepositories, createTransactionRunner } from './db/repositories.ts';
import { createCacheInvalidation } from './lib/cache-invalidation.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { loggerOptions, type LogStream } from './lib/logger.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createOidcClient, type OidcClient } from './lib/oidc.ts';
import { resolveSessionSecret } from './lib/secrets.ts';
import { createSignals } from './lib/signals.ts';
import { openStorage } from './lib/open-storage.ts';
import { createTokenService } from './lib/tokens.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { createCalendarService } from './modules/calendar/calendar.service.ts';
import { googleRoutes } from './modules/auth/google.routes.ts';
import { createGoogleService } from './modules/auth/google.service.ts';
import { publicConfigRoutes } from './modules/auth/public-config.routes.ts';
import { recoveryRoutes } from './modules/auth/recovery.routes.ts';
import { createRecoveryService } from './modules/auth/recovery.service.ts';
import { sessionsRoutes } from './modules/auth/sessions.routes.ts';
import { createSessionsService, type SessionChange } from './modules/auth/sessions.service.ts';
import { signUpRoutes } from './modules/auth/sign-up.routes.ts';
import { createSignUpService } from './modules/auth/sign-up.service.ts';
import type { ChatChange } from './modules/chat/chat.changes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createQuotas } from './modules/quotas/quotas.service.ts';
import { createRateLimiter } from './modules/rate-limits/rate-limits.service.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createEventsListService } from './modules/events/events-list.service.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { likesRoutes } from './modules/likes/likes.routes.ts';
import { createLikesService } from './modules/likes/likes.service.ts';
import { createOutboxService } from './modules/mail/outbox.service.ts';
import type { NotificationChange } from './modules/notifications/notifications.changes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { participantsRoutes } from './modules/participants/participants.routes.ts';
import { createParticipantsService } from './modules/participants/participants.service.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { createPostsService } from './modules/posts/posts.service.ts';
import { createPicksService } from './modules/picks/picks.service.ts';
import { createPushService } from './modules/push/push.service.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { resolveVapidKeys } from './lib/vapid.ts';
import { picksRoutes } from './modules/picks/picks.routes.ts';
import { createRemindersService } from './modules/reminders/reminders.service.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { chooseTranslationProvider } from './modules/translations/providers/choose.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { createTranslationsService } from './modules/translations/translations.service.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createModerationService } from './modules/moderation/moderation.service.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { createAdminsService } from './modules/admins/admins.service.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import {
  choosePlacesProvider,
  createPlacesService,
  knownPlaceOf,
  type PlacesProvider,
} from './modules/places/places.service.ts';
import { createPreviewImages } from './modules/share/preview-images.ts';
import { createShareService } from './modules/share/share.service.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createCheckInCodes } from './modules/check-in/check-in.codes.ts';
import { checkInRoutes } from './modules/check-in/check-in.routes.ts';
import { createCheckInService } from './modules/check-in/check-in.service.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createBlocksService } from './modules/blocks/blocks.service.ts';
import { blocksRoutes } from './modules/blocks/blocks.routes.ts';
import { createFollowsService } from './modules/follows/follows.service.ts';
import { guestMessagesRoutes } from './modules/guest-messages/guest-messages.routes.ts';
import { createGuestMessagesService } from './modules/guest-messages/guest-messages.service.ts';
import { followsRoutes } from './modules/follows/follows.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import {
  MAX_HEADER_BYTES,
  MAX_PATH_PARAMETER_LENGTH,
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
} from './plugins/errors.ts';
import { registerHostCheck } from './plugins/host-check.ts';
import { imageUrlsFor, registerImageUrls } from './plugins/image-urls.ts';
import { createHealthFastPath } from './plugins/health-fast-path.ts';
import { registerSecurity } from './plugins/security.ts';
import { responseSerializerCompiler } from './plugins/serializer.ts';
import { registerUploads } from './plugins/uploads.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { cacheChangeChannel } from './realtime/cache-channel.ts';
import { registerChatSocket } from './realtime/chat-socket.ts';
import { registerNotificationsSocket } from './realtime/notifications-socket.ts';
import { createSocketServer } from './realtime/socket-server.ts';

export interface AppDependencies {
  clock?: Clock;
  /** An open, migrated database; when absent the app opens (and later closes) its own. */
  database?: DatabaseHandle;
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
  /** Replaces the configured OpenID provider client of Google sign-in (tests). */
  oidc?: OidcClient;
  /** Replaces the configured address search (tests). */
  placesProvider?: PlacesProvider;
  /** Whether to run the background jobs (mail outbox, unused uploads' removal, reminders, weekly picks); default true, tests drive them. */
  startWorkers?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: LogStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
    /** Sends the queued mail that is due (the background sender calls it too). */
    processOutbox: () => Promise<number>;
    /** Removes uploads nothing used within a day (the background job calls it too). */
    removeOrphanUploads: () => Promise<number>;
    /** Sends the event reminders that are due (the background job calls it too); answers how many. */
    sweepReminders: () => Promise<number>;
    /** Sends the week's picks when they are due (the background job calls it too); answers how many people it recorded. */
    sendWeeklyPicks: () => Promise<number>;
    /** Tells the followers of new events' hosts (the background job does it too); answers how many it told. */
    fanOutFollows: () => Promise<number>;
    /** Deletes what is past its retention period (the background job does it too); answers how many of each kind. */
    sweepRetention: () => Promise<Record<string, number>>;
  }
}

/** The origin map tiles load from, for the Content-Security-Policy. */
function tileOrigin(tileUrl: string): string {
  try {
    return new URL(tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return "'self'";
  }
}

async function openConfiguredDatabase(config: Config, log: FastifyBaseLogger): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        onIdleError: (error) => log.warn({ err: error }, 'an idle database connection failed'),
      })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await migrateDatabase(handle);
  return handle;
}

/** The composition root: wires config, database, services and routes into one app. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const healthFastPath = createHealthFastPath({ maxHeaderSize: MAX_HEADER_BYTES });
  const app = Fastify({
    serverFactory: healthFastPath.serverFactory,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    logger: loggerOptions(config.logLevel, deps.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAMETER_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // Checked first: a bucket out of reach stops the start before the database is opened.
  const storage = openStorage(config.storage);
  await storage.check();
  app.addHook('onClose', async () => storage.close());
  const database = deps.database ?? (await openConfiguredDatabase(config, app.log));
  if (!deps.database) app.addHook('onClose', () => database.close());
  const commitMode = commitModeOf(database);
  const repos = createRepositories(database.db, commitMode);
  const transaction = createTransactionRunner(database.db, commitMode);

  const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const tokens = createTokenService(secret, clock);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const oidc =
    deps.oidc ??
    (config.oidc
      ? createOidcClient({ ...config.oidc, redirectUri: `${config.publicUrl}/api/user/google/callback` })
      : undefined);

  const limiter = createRateLimiter({
    repository: repos.rateLimits,
    clock,
    addressFactor: config.rateLimitAddressFactor,
  });
  const health = createHealthService({ repository: repos.health, clock });
  healthFastPath.serve(() => health.check());
  app.addHook('preClose', async () => healthFastPath.markClosing());
  const content = createContentService({ repository: repos.content, clock });
  const contact = createContactService({ transaction, limiter, clock, supportEmail: config.supportEmail });
  const quotas = createQuotas({ limiter, settings: config.quotas, clock });
  const uploads = createUploadsService({
    repository: repos.uploads,
    transaction,
    storage,
    clock,
    quotas,
    log: app.log,
  });
  const changes = createCacheInvalidation();
  // What the socket server tells connected people: chat membership and ended sessions.
  const chatChanges = createSignals<ChatChange>();
  const sessionChanges = createSignals<SessionChange>();
  const notificationChanges = createSignals<NotificationChange>();
  const push = createPushService({
    repos,
    vapid: resolveVapidKeys(
      { publicKey: config.push.vapidPublicKey, privateKey: config.push.vapidPrivateKey },
      config.dataDir,
    ),
    subject: config.publicUrl.startsWith('https:') ? config.publicUrl : `mailto:${config.supportEmail}`,
    publicUrl: config.publicUrl,
    extraServiceOrigins: config.push.extraServiceOrigins,
    clock,
    log: app.log,
  });
  const notifications = createNotificationsService({
    repos,
    transaction,
    clock,
    changes: notificationChanges,
    tokens,
    publicUrl: config.publicUrl,
    push,
  });
  const users = createUsersService({
    repository: repos.users,
    follows: repos.follows,
    closing: repos.closing,
    uploads,
    clock,
    changes,
  });
  const follows = createFollowsService({
    repos,
    transaction,
    notifications,
    clock,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const blocks = createBlocksService({ repos, clock });
  const sessions = createSessionsService({
    repos,
    transaction,
    clock,
    tokens,
    limiter,
    adminUserIds: config.adminUserIds,
    sessionChanges,
  });
  const signUp = createSignUpService({ repos, transaction, clock, mailer, limiter, secret });
  const recovery = createRecoveryService({ repos, transaction, clock, mailer, limiter, sessionChanges });
  const google = createGoogleService({
    repos,
    transaction,
    clock,
    tokens,
    oidc,
    webOrigins: {
      site: new URL(config.publicUrl).origin,
      others: config.allowedOrigins.filter((origin) => origin !== new URL(config.publicUrl).origin),
    },
  });

  const outbox = createOutboxService({
    repository: repos.outbox,
    mailer,
    clock,
    log: app.log,
    templates: notifications,
  });
  const events = createEventsService({
    repos,
    transaction,
    uploads,
    quotas,
    clock,
    visitorCacheMs: config.visitorCacheMs,
    changes,
    chatChanges,
    notifications,
    followFanout: follows,
    knownPlaceOf,
  });
  const likes = createLikesService({ repos, quotas, clock, changes });
  const checkInCodeOf = createCheckInCodes(secret);
  const participants = createParticipantsService({
    repos,
    transaction,
    quotas,
    clock,
    changes,
    chatChanges,
    notifications,
    publicUrl: config.publicUrl,
    checkInCodeOf,
  });
  const checkIn = createCheckInService({ repos, clock, codeOf: checkInCodeOf });
  const account = createAccountService({
    repos,
    transaction,
    notifications,
    events,
    participants,
    limiter,
    clock,
    sessionChanges,
    changes,
  });
  const guestMessages = createGuestMessagesService({
    transaction,
    clock,
    notifications,
    chatChanges,
    publicUrl: config.publicUrl,
  });
  const reminders = createRemindersService({
    transaction,
    notifications,
    clock,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const picks = createPicksService({
    repos,
    transaction,
    notifications,
    clock,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const reviews = createReviewsService({ repos, transaction, uploads, clock, changes, notifications });
  const lists = createEventsListService({
    lists: repos.eventLists,
    users: repos.users,
    clock,
    visitorCacheMs: config.visitorCacheMs,
    changes,
  });
  const chat = createChatService({ repos, limiter, quotas, clock, changes: chatChanges });
  const reports = createReportsService({ repos, limiter, clock });
  const moderation = createModerationService({
    repos,
    transaction,
    clock,
    notifications,
    events,
    sessionChanges,
    changes,
  });
  const admins = createAdminsService({ repos, transaction, clock });
  const posts = createPostsService({ repos, transaction, uploads, clock });
  const places = createPlacesService(deps.placesProvider ?? choosePlacesProvider(config.places));
  const translations = createTranslationsService({
    repos,
    provider: chooseTranslationProvider(config.translation),
    limiter,
    budget: config.translation.budget,
    clock,
    log: app.log,
  });
  const share = createShareService({
    events,
    lists,
    previews: createPreviewImages({ storage, log: app.log }),
    clock,
    publicUrl: config.publicUrl,
    changes,
    log: app.log,
  });
  const calendar = createCalendarService({ repository: repos.calendar, events, clock, publicUrl: config.publicUrl });

  registerErrorHandler(app);
  registerHostCheck(app, config.publicUrl);
  await registerCompression(app);
  await registerSecurity(app, {
    limiter,
    requestsPerMinutePerAddress: Math.ceil(config.requestsPerMinutePerAddress * config.rateLimitAddressFactor),
    clock,
    // Image URLs are absolute under PUBLIC_URL, which may differ from the address in use, and
    // may redirect to the storage's public address.
    imageSources: [
      new URL(config.publicUrl).origin,
      tileOrigin(config.map.tileUrl),
      ...(config.storage.kind === 's3' && config.storage.publicUrl ? [new URL(config.storage.publicUrl).origin] : []),
    ],
    allowedOrigins: config.allowedOrigins,
  });
  registerAuth(app, { sessions, allowedOrigins: config.allowedOrigins });
  await registerApiDocs(app);
  registerImageUrls(app, config.publicUrl);
  await registerUploads(app, storage);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(health));
      await api.register(contentRoutes(content));
      await api.register(contactRoutes(contact));
      await api.register(
        publicConfigRoutes({
          googleSignIn: google.googleSignInEnabled,
          map: config.map,
          translation: translations.available,
        }),
      );
      await api.register(signUpRoutes(signUp));
      await api.register(sessionsRoutes({ sessions, users, publicUrl: config.publicUrl }));
      await api.register(recoveryRoutes(recovery));
      await api.register(googleRoutes({ google, publicUrl: config.publicUrl }));
      await api.register(usersRoutes(users));
      await api.register(followsRoutes(follows));
      await api.register(blocksRoutes(blocks));
      await api.register(accountRoutes(account, config.publicUrl));
      await api.register(eventsRoutes({ events, lists, uploads }));
      await api.register(likesRoutes(likes));
      await api.register(participantsRoutes({ participants, lists }));
      await api.register(checkInRoutes(checkIn));
      await api.register(guestMessagesRoutes(guestMessages));
      await api.register(reviewsRoutes(reviews));
      await api.register(placesRoutes(places));
      await api.register(translationsRoutes(translations));
      await api.register(calendarRoutes(calendar));
      await api.register(chatRoutes(chat));
      await api.register(reportsRoutes(reports));
      await api.register(moderationRoutes({ moderation, admins }));
      await api.register(postsRoutes(posts));
      await api.register(notificationsRoutes(notifications));
      await api.register(picksRoutes(picks));
      await api.register(pushRoutes(push));
    },
    { prefix: '/api' },
  );

  // The pages most visits begin on: their code and first picture are named in their head.
  await registerWebApp(app, config.webDistDir, [
    { path: '/', firstImage: () => share.homeFirstImage(), data: () => share.homeListAddress },
    { path: '/allEvents' },
    {
      path: '/events/:eventId',
      head: (params) => share.eventPageHead(params.eventId ?? ''),
      data: (params) => share.eventDataAddress(params.eventId ?? ''),
    },
  ]);

  const sockets = createSocketServer(app.server, {
    pool: database.pool,
    authenticate: (token) => sessions.authenticate(token),
    claimedUserId: (token) => sessions.claimedUserId(token),
    clock,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    maxConnectionsPerUser: config.sockets.maxConnectionsPerUser,
    // Many people may share an address (a carrier's NAT, an office): the setting that scales every
    // per-address limit scales these too.
    maxConnectionsPerAddress: Math.ceil(config.sockets.maxConnectionsPerAddress * config.rateLimitAddressFactor),
    newConnectionsPerSecondPerAddress: config.rateLimitAddressFactor,
  });
  registerChatSocket({
    io: sockets.io,
    namespaces: sockets.namespaces,
    clustered: sockets.clustered,
    chat,
    chatChanges,
    sessionChanges,
    authenticate: (token) => sessions.authenticate(token),
    imageUrl: imageUrlsFor(config.publicUrl).toAbsolute,
    log: app.log,
    clock,
  });
  registerNotificationsSocket({
    io: sockets.io,
    namespaces: sockets.namespaces,
    clustered: sockets.clustered,
    notificationChanges,
    unreadCounts: notifications.unreadCounts,
    log: app.log,
  });
  // On PostgreSQL the other server processes drop what a write here changed, and this one theirs.
  if (sockets.clustered) changes.connect(cacheChangeChannel(sockets.io));
  app.decorate('io', sockets.io);
  app.addHook('preClose', () => sockets.close());

  app.decorate('processOutbox', outbox.processDue);
  app.decorate('removeOrphanUploads', uploads.removeOrphans);
  app.decorate('sweepReminders', reminders.sweep);
  app.decorate('sendWeeklyPicks', picks.sweep);
  app.decorate('fanOutFollows', follows.fanOut);
  app.decorate('sweepRetention', account.sweepRetention);
  if (deps.startWorkers !== false) {
    app.addHook('onClose', outbox.start());
    app.addHook('onClose', uploads.startOrphanRemoval());
    app.addHook('onClose', reminders.start());
    app.addHook('onClose', picks.start());
    app.addHook('onClose', follows.start());
    app.addHook('onClose', account.startRetention(app.log));
  }

  return app;
}
