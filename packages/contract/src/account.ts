import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './limits.ts';
import { text } from './text.ts';

const at = z.string();
const atOrNull = z.string().nullable();

/**
 * GET /user/export: everything Moim holds about the signed-in person (decision 73), for them
 * alone; the settings page downloads it as a JSON file. Times are ISO 8601.
 */
export const DataExportSchema = z.object({
  exportedAt: at,
  profile: z.object({
    userId: z.string(),
    username: z.string(),
    email: z.string(),
    dob: z.string(),
    gender: z.string(),
    nationality: z.string(),
    phoneNumber: z.string().nullable(),
    university: z.string().nullable(),
    profileImage: z.string().nullable(),
    language: z.string(),
    spokenLanguages: z.array(z.string()).nullable(),
    homeArea: z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
    hasPassword: z.boolean(),
    createdAt: at,
  }),
  /** The terms and marketing consents as they are, and every change with its moment. */
  consents: z.object({
    termsAcceptedAt: atOrNull,
    marketingConsentAt: atOrNull,
    history: z.array(z.object({ kind: z.string(), given: z.boolean(), at })),
  }),
  /** Google accounts linked for signing in. */
  googleAccounts: z.array(z.object({ issuer: z.string(), linkedAt: at })),
  sessions: z.array(z.object({ createdAt: at, expiresAt: at, endedAt: atOrNull, keptSignedIn: z.boolean() })),
  eventsHosted: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      category: z.string(),
      type: z.string(),
      description: z.string(),
      date: z.string(),
      time: z.string(),
      location: z.string(),
      locationDetail: z.string().nullable(),
      venue: z.string().nullable(),
      /** The host's second version of the name and the description (decision 77); null without one. */
      secondLanguage: z.string().nullable(),
      secondName: z.string().nullable(),
      secondDescription: z.string().nullable(),
      maxParticipants: z.number(),
      question: z.string().nullable(),
      mainImage: z.string().nullable(),
      createdAt: at,
    }),
  ),
  participations: z.array(
    z.object({
      eventId: z.number(),
      eventName: z.string(),
      status: z.string(),
      answer: z.string(),
      checkedInAt: atOrNull,
      createdAt: at,
    }),
  ),
  reviews: z.array(
    z.object({
      eventId: z.number(),
      eventName: z.string(),
      rating: z.number(),
      comment: z.string(),
      images: z.array(z.string()),
      createdAt: at,
    }),
  ),
  likes: z.array(z.object({ eventId: z.number(), eventName: z.string(), createdAt: at })),
  chatMessages: z.array(z.object({ roomId: z.number(), roomName: z.string(), content: z.string(), createdAt: at })),
  /** `targetId`: the message's, event's or review's id, or the reported person's users.id, as text. */
  reports: z.array(z.object({ targetType: z.string(), targetId: z.string(), reason: z.string(), createdAt: at })),
  contactMessages: z.array(z.object({ title: z.string(), message: z.string(), email: z.string(), createdAt: at })),
  following: z.array(z.object({ userId: z.string(), username: z.string(), since: at })),
  blocked: z.array(z.object({ userId: z.string(), username: z.string(), since: at })),
  notificationSettings: z.object({
    channels: z.record(z.string(), z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() })),
    shortReminder: z.boolean(),
  }),
  pushDevices: z.array(z.object({ createdAt: at })),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/**
 * POST /user/deleteAccount: closes the caller's account for good (decision 74), confirmed with the
 * current password; an account without one (Google) confirms by a sign-in of the last 10 minutes.
 */
export const DeleteAccountInputSchema = z.object({
  password: text(PASSWORD_MAX_LENGTH, {
    invalid: 'currentPasswordIncorrect',
    tooLong: 'currentPasswordIncorrect',
  }).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;
export const DeleteAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() });
