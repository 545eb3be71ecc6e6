import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  blocks,
  chatMessages,
  chatRooms,
  contactMessages,
  events,
  follows,
  likes,
  oidcIdentities,
  participants,
  pushSubscriptions,
  reports,
  reviewImages,
  reviews,
  sessions,
  users,
} from '../../db/schema.ts';

/**
 * The rows of one person, for their data export (decision 73): each query names the person by
 * users.id and reads only their own rows (and the names of what they point at).
 */
export function createExportRepository(db: Queryable) {
  return {
    googleAccounts: (userId: string) =>
      db
        .select({ issuer: oidcIdentities.issuer, linkedAt: oidcIdentities.createdAt })
        .from(oidcIdentities)
        .where(eq(oidcIdentities.userId, userId)),

    sessions: (userId: string) =>
      db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          endedAt: sessions.revokedAt,
          keptSignedIn: sessions.persistent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),

    eventsHosted: (userId: string) =>
      db
        .select({
          id: events.id,
          name: events.name,
          category: events.category,
          type: events.type,
          description: events.description,
          date: events.date,
          time: events.time,
          location: events.location,
          locationDetail: events.locationDetail,
          venue: events.venue,
          secondLanguage: events.secondLanguage,
          secondName: events.secondName,
          secondDescription: events.secondDescription,
          maxParticipants: events.maxParticipants,
          question: events.question,
          mainImage: events.mainImage,
          createdAt: events.createdAt,
        })
        .from(events)
        .where(eq(events.hostId, userId))
        .orderBy(asc(events.startsAt), asc(events.id)),

    participations: (userId: string) =>
      db
        .select({
          eventId: participants.eventId,
          eventName: events.name,
          status: participants.status,
          answer: participants.answer,
          checkedInAt: participants.checkedInAt,
          createdAt: participants.createdAt,
        })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .where(eq(participants.userId, userId))
        .orderBy(asc(participants.createdAt), asc(participants.id)),

    reviews: (userId: string) =>
      db
        .select({
          id: reviews.id,
          eventId: reviews.eventId,
          eventName: events.name,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(events, eq(events.id, reviews.eventId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.createdAt), asc(reviews.id)),

    reviewImages: (userId: string) =>
      db
        .select({ reviewId: reviewImages.reviewId, url: reviewImages.url })
        .from(reviewImages)
        .innerJoin(reviews, eq(reviews.id, reviewImages.reviewId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviewImages.reviewId), asc(reviewImages.position)),

    likes: (userId: string) =>
      db
        .select({ eventId: likes.eventId, eventName: events.name, createdAt: likes.createdAt })
        .from(likes)
        .innerJoin(events, eq(events.id, likes.eventId))
        .where(eq(likes.userId, userId))
        .orderBy(asc(likes.createdAt)),

    chatMessages: (userId: string) =>
      db
        .select({
          roomId: chatMessages.roomId,
          roomName: chatRooms.name,
          content: chatMessages.content,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
        .where(eq(chatMessages.senderId, userId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),

    reports: (userId: string) =>
      db
        .select({
          targetType: reports.targetType,
          targetId: reports.targetId,
          reason: reports.reason,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(eq(reports.reporterId, userId))
        .orderBy(asc(reports.createdAt)),

    contactMessages: (userId: string) =>
      db
        .select({
          title: contactMessages.title,
          message: contactMessages.message,
          email: contactMessages.email,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(eq(contactMessages.userId, userId))
        .orderBy(asc(contactMessages.createdAt)),

    following: (userId: string) =>
      db
        .select({ userId: users.userId, username: users.username, since: follows.createdAt })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.hostId))
        .where(eq(follows.followerId, userId))
        .orderBy(asc(follows.createdAt)),

    blocked: (userId: string) =>
      db
        .select({ userId: users.userId, username: users.username, since: blocks.createdAt })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(eq(blocks.blockerId, userId))
        .orderBy(asc(blocks.createdAt)),

    pushDevices: (userId: string) =>
      db
        .select({ createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt)),
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
