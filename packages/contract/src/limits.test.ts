import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index.ts';
import {
  CHECK_IN_CODE_MAX_LENGTH,
  GUEST_MESSAGE_MAX_LENGTH,
  ANSWER_MAX_LENGTH,
  CACHE_BUSTER_MAX_LENGTH,
  CALENDAR_FEED_TOKEN_MAX_LENGTH,
  CHAT_CLIENT_ID_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
  MODERATION_REASON_MAX_LENGTH,
  REPORT_TARGET_ID_MAX_LENGTH,
  CHOICE_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TITLE_MAX_LENGTH,
  DATE_MAX_LENGTH,
  DELETE_DETAIL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_LIST_QUERY_MAX_LENGTH,
  GEO_QUERY_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_QUESTION_MAX_LENGTH,
  IMAGE_ALT_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
  REVIEW_HTML_MAX_LENGTH,
  LOCATION_DETAIL_MAX_LENGTH,
  VENUE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NATIONALITY_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PLACE_QUERY_MAX_LENGTH,
  UNSUBSCRIBE_TOKEN_MAX_LENGTH,
  PUSH_ENDPOINT_MAX_LENGTH,
  PUSH_KEY_MAX_LENGTH,
  HOME_AREA_NAME_MAX_LENGTH,
  RECORD_ID_MAX,
  RETURN_PATH_MAX_LENGTH,
  TIME_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USER_ID_LOOKUP_MAX_LENGTH,
  USER_ID_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
  POST_FAQ_ANSWER_MAX_LENGTH,
  POST_FAQ_QUESTION_MAX_LENGTH,
  POST_HEADING_MAX_LENGTH,
  POST_LINK_DESCRIPTION_MAX_LENGTH,
  POST_LINK_URL_MAX_LENGTH,
  POST_QUERY_MAX_LENGTH,
  POST_SECTION_MAX_LENGTH,
  POST_SLUG_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
} from './limits.ts';
import { messages, translateMessage, type MessageKey } from './messages/index.ts';
import { hasNoNul } from './text.ts';

type Schema = z.ZodType;
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every text a schema reads from a request, with its path (`images[]` is any element). */
function textLeaves(schema: unknown, path = ''): Array<{ path: string; schema: unknown }> {
  const def = defOf(schema);
  const child = (key: string) => textLeaves(def[key], path);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        textLeaves(value, path ? `${path}.${key}` : key),
      );
    case 'array':
      return textLeaves(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => textLeaves(option, path));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return child('innerType');
    case 'pipe':
      // The input side meets the request; after a preprocess step, the schema it feeds does.
      return defOf(def.in).type === 'transform' ? child('out') : child('in');
    default:
      return [];
  }
}

const checksOf = (leaf: unknown) =>
  ((defOf(leaf).checks ?? []) as unknown[]).map((c) => defOf(c) as Def & { maximum?: number; fn?: unknown });

/** The schemas requests are parsed with: inputs, queries, paths, forms, and the two route params. */
const requestSchemas = Object.entries(contract).filter(
  ([name, value]) =>
    (/(Input|Query|Params?|Form)Schema$/.test(name) || name === 'UserIdSchema' || name === 'EmailSchema') &&
    typeof value === 'object' &&
    value !== null &&
    '_zod' in value,
) as Array<[string, Schema]>;

const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const letters = (length: number) => 'a'.repeat(length);
const digits = (length: number) => '1'.repeat(length);
/** A date that is valid at its full length; one more character spoils it. */
const date = (length: number) => '2026-03-14'.padEnd(length, '0');
const time = (length: number) => '14:30'.padEnd(length, '0');
const password = (length: number) => 'Secret1!'.padEnd(length, 'a');
const url = (length: number) => '/uploads/'.padEnd(length, 'a');
/** A Korean mobile number with spaces inside (outer ones would be trimmed away). */
const phone = (length: number) => `010${' '.repeat(length - 13)}-1234-5678`;

const signUp = {
  username: 'Mina',
  dob: '1995-04-12',
  gender: 'Female',
  email: 'mina@example.com',
  userId: 'mina95',
  password: 'Secret12!',
  confirmPassword: 'Secret12!',
  nationality: 'KR',
};
const contact = { title: 'Help', phone: '010-1234-5678', email: 'mina@example.com', message: 'Hello' };
const review = { eventId: 1, rating: 4.5, comment: '<p>Fun</p>', imageUrls: ['/uploads/r.webp'] };

const submit = {
  category: 'Social',
  type: 'FirstCome',
  name: 'Picnic',
  date: '2026-03-14',
  time: '14:30',
  description: '<p>Hi</p>',
  minParticipants: 2,
  maxParticipants: 10,
  question: 'Why?',
  price: 0,
  mainImage: '/uploads/a.webp',
  images: ['/uploads/a.webp'],
  location: 'Mapo-gu, Seoul',
  locationDetail: 'Exit 1',
  latitude: 37.5,
  longitude: 126.9,
  languages: ['en'],
  userId: 'mina95',
};

const post = {
  title: 'Phone plans',
  category: 'tip',
  language: 'en',
  coverImage: '/uploads/c.webp',
  sections: [{ heading: 'Prepaid', body: '<p>Hi</p>' }],
  faqs: [{ question: 'Q?', answer: 'A.' }],
  links: [{ url: 'https://example.com', description: 'Site' }],
  translationOf: 'phone-plans',
};
/** The map's area, which its query needs. */
const mapArea = { bounds: '37.5,126.9,37.6,127.0' };
const webUrl = (length: number) => 'https://example.com/'.padEnd(length, 'a');

interface Row {
  schema: string;
  /** A valid request, or one made around the field's value (for fields that must agree). */
  base: unknown;
  field: string;
  max: number;
  /** A value of the given length that passes every other rule of the field. */
  value: (length: number) => string;
  /** The message of a value one character too long. */
  message: MessageKey;
  /** False for a field whose format allows no value that long (a country code): only the refusal is checked. */
  passesAtMax?: boolean;
}

const row = (
  schema: string,
  base: unknown,
  field: string,
  max: number,
  value: Row['value'],
  message: MessageKey,
  passesAtMax = true,
): Row => ({ schema, base, field, max, value, message, passesAtMax });

const rows: Row[] = [
  row('UserIdSchema', 'mina95', '', USER_ID_MAX_LENGTH, letters, 'userIdTooLong'),
  row('EmailSchema', 'mina@example.com', '', EMAIL_MAX_LENGTH, email, 'invalidEmail'),
  row('SignUpInputSchema', signUp, 'username', USERNAME_MAX_LENGTH, letters, 'usernameTooLong'),
  row('SignUpInputSchema', signUp, 'dob', DATE_MAX_LENGTH, date, 'dobInvalid'),
  row('SignUpInputSchema', signUp, 'gender', CHOICE_MAX_LENGTH, letters, 'genderInvalid'),
  row('SignUpInputSchema', signUp, 'email', EMAIL_MAX_LENGTH, email, 'invalidEmail'),
  row('SignUpInputSchema', signUp, 'userId', USER_ID_MAX_LENGTH, letters, 'userIdTooLong'),
  row('SignUpInputSchema', signUp, 'password', PASSWORD_MAX_LENGTH, password, 'passwordTooLong'),
  row('SignUpInputSchema', signUp, 'confirmPassword', PASSWORD_MAX_LENGTH, password, 'passwordMismatch'),
  row('SignUpInputSchema', signUp, 'nationality', NATIONALITY_MAX_LENGTH, letters, 'nationalityInvalid'),
  row(
    'SignInInputSchema',
    { userId: 'mina95', password: 'x' },
    'userId',
    USER_ID_LOOKUP_MAX_LENGTH,
    letters,
    'signInFailed',
  ),
  row(
    'SignInInputSchema',
    { userId: 'mina95', password: 'x' },
    'password',
    PASSWORD_MAX_LENGTH,
    letters,
    'signInFailed',
  ),
  row('SendVerificationInputSchema', { email: 'a@b.co' }, 'email', EMAIL_MAX_LENGTH, email, 'invalidEmail'),
  row('VerifyCodeInputSchema', { email: 'a@b.co', code: '123456' }, 'email', EMAIL_MAX_LENGTH, email, 'invalidEmail'),
  row('UserIdAvailabilityParamsSchema', { userId: 'mina95' }, 'userId', USER_ID_MAX_LENGTH, letters, 'userIdTooLong'),
  row('EmailAvailabilityParamsSchema', { email: 'a@b.co' }, 'email', EMAIL_MAX_LENGTH, email, 'invalidEmail'),
  row(
    'VerifyCodeInputSchema',
    { email: 'a@b.co', code: '123456' },
    'code',
    VERIFICATION_CODE_LENGTH,
    digits,
    'codeFormat',
  ),
  ...(['email', 'userId', 'dob', 'username', 'ticket'] as const).map((field) => {
    const base = { ...signUp, ticket: 'ticket' };
    const table = {
      email: [EMAIL_MAX_LENGTH, email, 'invalidEmail'],
      userId: [USER_ID_MAX_LENGTH, letters, 'userIdTooLong'],
      dob: [DATE_MAX_LENGTH, date, 'dobInvalid'],
      username: [USERNAME_MAX_LENGTH, letters, 'usernameTooLong'],
      ticket: [TOKEN_MAX_LENGTH, letters, 'googleTicketInvalid'],
    } as const;
    const [max, value, message] = table[field];
    return row('GoogleSignUpInputSchema', base, field, max, value, message);
  }),
  row(
    'GoogleSignUpInputSchema',
    { ...signUp, ticket: 't' },
    'nationality',
    NATIONALITY_MAX_LENGTH,
    letters,
    'nationalityInvalid',
    false,
  ),
  row('LinkGoogleInputSchema', { ticket: 't' }, 'ticket', TOKEN_MAX_LENGTH, letters, 'googleTicketInvalid'),
  row(
    'GoogleStartQuerySchema',
    {},
    'returnTo',
    RETURN_PATH_MAX_LENGTH,
    (length) => '/'.padEnd(length, 'a'),
    'textTooLong',
  ),
  row(
    'CheckPasswordInputSchema',
    { userId: 'u', password: 'p' },
    'userId',
    USER_ID_LOOKUP_MAX_LENGTH,
    letters,
    'textTooLong',
  ),
  row(
    'CheckPasswordInputSchema',
    { userId: 'u', password: 'p' },
    'password',
    PASSWORD_MAX_LENGTH,
    letters,
    'currentPasswordIncorrect',
  ),
  row(
    'DeleteAccountInputSchema',
    { password: 'p' },
    'password',
    PASSWORD_MAX_LENGTH,
    letters,
    'currentPasswordIncorrect',
  ),
  ...(['userId', 'password', 'confirmPassword'] as const).map((field) => {
    const base = { userId: 'u', password: 'Newpass1!', confirmPassword: 'Newpass1!' };
    if (field === 'userId')
      return row('UpdatePasswordInputSchema', base, field, USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong');
    const message = field === 'password' ? 'passwordTooLong' : 'newPasswordMismatch';
    return row('UpdatePasswordInputSchema', base, field, PASSWORD_MAX_LENGTH, password, message);
  }),
  row(
    'NewPasswordFormSchema',
    (p: string) => ({ password: p, confirmPassword: p }),
    'password',
    PASSWORD_MAX_LENGTH,
    password,
    'passwordTooLong',
  ),
  row(
    'NewPasswordFormSchema',
    { password: 'Newpass1!' },
    'confirmPassword',
    PASSWORD_MAX_LENGTH,
    password,
    'newPasswordMismatch',
    false,
  ),
  row('FindUsernameInputSchema', { email: 'a@b.co' }, 'email', EMAIL_MAX_LENGTH, email, 'invalidEmail'),
  row(
    'FindPasswordInputSchema',
    { userId: 'u', email: 'a@b.co' },
    'userId',
    USER_ID_LOOKUP_MAX_LENGTH,
    letters,
    'findPasswordNotFound',
  ),
  row('FindPasswordInputSchema', { userId: 'u', email: 'a@b.co' }, 'email', EMAIL_MAX_LENGTH, email, 'invalidEmail'),
  row('UserIdParamsSchema', { userId: 'u' }, 'userId', USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong'),
  row('SubscribeInputSchema', { email: 'a@b.co' }, 'email', EMAIL_MAX_LENGTH, email, 'invalidEmail'),
  row('SubmitEventInputSchema', submit, 'name', EVENT_NAME_MAX_LENGTH, letters, 'eventNameTooLong'),
  row('SubmitEventInputSchema', submit, 'date', DATE_MAX_LENGTH, date, 'dateInvalid'),
  row('SubmitEventInputSchema', submit, 'time', TIME_MAX_LENGTH, time, 'timeSlotInvalid'),
  row('SubmitEventInputSchema', submit, 'endDate', DATE_MAX_LENGTH, date, 'endTimeInvalid'),
  row('SubmitEventInputSchema', submit, 'endTime', TIME_MAX_LENGTH, time, 'endTimeInvalid'),
  row(
    'SubmitEventInputSchema',
    { ...submit, repeat: { every: 'weekly' } },
    'repeat.until',
    DATE_MAX_LENGTH,
    date,
    'seriesUntilInvalid',
  ),
  row('SubmitEventInputSchema', submit, 'description', EVENT_DESCRIPTION_MAX_LENGTH, letters, 'descriptionTooLong'),
  row('SubmitEventInputSchema', submit, 'question', EVENT_QUESTION_MAX_LENGTH, letters, 'questionTooLong'),
  row('SubmitEventInputSchema', submit, 'mainImage', IMAGE_URL_MAX_LENGTH, url, 'textTooLong'),
  row('SubmitEventInputSchema', submit, 'images[]', IMAGE_URL_MAX_LENGTH, url, 'textTooLong'),
  row(
    'SubmitEventInputSchema',
    { ...submit, images: [{ url: 'u' }] },
    'images[].url',
    IMAGE_URL_MAX_LENGTH,
    url,
    'textTooLong',
  ),
  row(
    'SubmitEventInputSchema',
    { ...submit, images: [{ url: '/uploads/a.webp', alt: 'x' }] },
    'images[].alt',
    IMAGE_ALT_MAX_LENGTH,
    letters,
    'imageAltTooLong',
  ),
  row('SubmitEventInputSchema', submit, 'location', LOCATION_MAX_LENGTH, letters, 'textTooLong'),
  row('SubmitEventInputSchema', submit, 'locationDetail', LOCATION_DETAIL_MAX_LENGTH, letters, 'locationDetailTooLong'),
  row('SubmitEventInputSchema', submit, 'venue', VENUE_MAX_LENGTH, letters, 'venueTooLong'),
  row('SubmitEventInputSchema', submit, 'secondName', EVENT_NAME_MAX_LENGTH, letters, 'secondNameTooLong'),
  row(
    'SubmitEventInputSchema',
    submit,
    'secondDescription',
    EVENT_DESCRIPTION_MAX_LENGTH,
    letters,
    'secondDescriptionTooLong',
  ),
  row('SubmitEventInputSchema', submit, 'userId', USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong'),
  row(
    'DeleteEventInputSchema',
    { reason: 'Other', detail: 'x' },
    'detail',
    DELETE_DETAIL_MAX_LENGTH,
    letters,
    'textTooLong',
  ),
  row('LikeInputSchema', {}, 'userId', USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong'),
  row('IsLikedQuerySchema', {}, 'userId', USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong'),
  row('EventListQuerySchema', { fetchType: 'search' }, 'query', EVENT_LIST_QUERY_MAX_LENGTH, letters, 'textTooLong'),
  row('EventListQuerySchema', { fetchType: 'search' }, 'date', DATE_MAX_LENGTH, date, 'dateFilterInvalid'),
  row('EventListQuerySchema', { fetchType: 'search' }, 'location', EVENT_LIST_QUERY_MAX_LENGTH, letters, 'textTooLong'),
  // No point or area is written that long: only the refusal is checked.
  row('EventListQuerySchema', {}, 'near', GEO_QUERY_MAX_LENGTH, letters, 'nearInvalid', false),
  row('EventListQuerySchema', {}, 'bounds', GEO_QUERY_MAX_LENGTH, letters, 'boundsInvalid', false),
  row('EventMapQuerySchema', mapArea, 'query', EVENT_LIST_QUERY_MAX_LENGTH, letters, 'textTooLong'),
  row('EventMapQuerySchema', mapArea, 'date', DATE_MAX_LENGTH, date, 'dateFilterInvalid'),
  row('EventMapQuerySchema', mapArea, 'location', EVENT_LIST_QUERY_MAX_LENGTH, letters, 'textTooLong'),
  row('EventMapQuerySchema', {}, 'near', GEO_QUERY_MAX_LENGTH, letters, 'nearInvalid', false),
  row('EventMapQuerySchema', {}, 'bounds', GEO_QUERY_MAX_LENGTH, letters, 'boundsInvalid', false),
  row('HostIdParamsSchema', { hostId: 'h' }, 'hostId', USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong'),
  row('PlaceSearchQuerySchema', {}, 'q', PLACE_QUERY_MAX_LENGTH, letters, 'textTooLong'),
  row('CreateParticipantInputSchema', { eventId: 1 }, 'userId', USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong'),
  row('CreateParticipantInputSchema', { eventId: 1 }, 'answer', ANSWER_MAX_LENGTH, letters, 'answerTooLong'),
  row('CheckInInputSchema', {}, 'code', CHECK_IN_CODE_MAX_LENGTH, letters, 'checkInCodeUnknown'),
  row('GuestMessageInputSchema', {}, 'text', GUEST_MESSAGE_MAX_LENGTH, letters, 'guestMessageTooLong'),
  row('CheckParticipationQuerySchema', { eventId: 1 }, 'userId', USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong'),
  row('CancelParticipationInputSchema', { eventId: 1 }, 'userId', USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong'),
  row('SubmitReviewInputSchema', review, 'userId', USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong'),
  row('SubmitReviewInputSchema', review, 'comment', REVIEW_HTML_MAX_LENGTH, letters, 'reviewTooLong'),
  row('SubmitReviewInputSchema', review, 'imageUrls[]', IMAGE_URL_MAX_LENGTH, url, 'reviewImagesNotUploaded'),
  row('ChatRoomQuerySchema', {}, 'userId', USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong'),
  row('ChatRoomQuerySchema', {}, '_t', CACHE_BUSTER_MAX_LENGTH, digits, 'textTooLong'),
  row('SendMessageInputSchema', { roomId: 1 }, 'content', CHAT_MESSAGE_MAX_LENGTH, letters, 'chatMessageTooLong'),
  row(
    'SendMessageInputSchema',
    { roomId: 1, content: 'hi' },
    'clientId',
    CHAT_CLIENT_ID_MAX_LENGTH,
    letters,
    'textTooLong',
  ),
  row(
    'CreateReportInputSchema',
    { targetType: 'message', targetId: 1 },
    'reason',
    REPORT_REASON_MAX_LENGTH,
    letters,
    'textTooLong',
  ),
  row(
    'CreateReportInputSchema',
    { targetType: 'user', reason: 'Rude' },
    'targetId',
    USER_ID_LOOKUP_MAX_LENGTH,
    letters,
    'textTooLong',
  ),
  row(
    'ModerateInputSchema',
    { action: 'hide', targetType: 'event', targetId: '1' },
    'reason',
    MODERATION_REASON_MAX_LENGTH,
    letters,
    'textTooLong',
  ),
  row(
    'ModerateInputSchema',
    { action: 'hide', targetType: 'event', reason: 'Spam' },
    'targetId',
    REPORT_TARGET_ID_MAX_LENGTH,
    digits,
    'textTooLong',
  ),
  row('ModerationReasonInputSchema', {}, 'reason', MODERATION_REASON_MAX_LENGTH, letters, 'textTooLong'),
  row('GrantAdminInputSchema', { reason: 'Team' }, 'userId', USER_ID_LOOKUP_MAX_LENGTH, letters, 'textTooLong'),
  row('GrantAdminInputSchema', { userId: 'ana' }, 'reason', MODERATION_REASON_MAX_LENGTH, letters, 'textTooLong'),
  row('CalendarFeedParamsSchema', {}, 'token', CALENDAR_FEED_TOKEN_MAX_LENGTH, letters, 'textTooLong'),
  row('ContactInputSchema', contact, 'title', CONTACT_TITLE_MAX_LENGTH, letters, 'textTooLong'),
  row('ContactInputSchema', contact, 'phone', PHONE_MAX_LENGTH, phone, 'contactPhoneInvalid'),
  row('ContactInputSchema', contact, 'email', EMAIL_MAX_LENGTH, email, 'invalidEmail'),
  row('ContactInputSchema', contact, 'message', CONTACT_MESSAGE_MAX_LENGTH, letters, 'textTooLong'),
  row('PostInputSchema', post, 'title', POST_TITLE_MAX_LENGTH, letters, 'postTitleTooLong'),
  row('PostInputSchema', post, 'coverImage', IMAGE_URL_MAX_LENGTH, url, 'textTooLong'),
  row('PostInputSchema', post, 'sections[].heading', POST_HEADING_MAX_LENGTH, letters, 'postHeadingTooLong'),
  row('PostInputSchema', post, 'sections[].body', POST_SECTION_MAX_LENGTH, letters, 'postSectionTooLong'),
  row('PostInputSchema', post, 'faqs[].question', POST_FAQ_QUESTION_MAX_LENGTH, letters, 'postFaqTooLong'),
  row('PostInputSchema', post, 'faqs[].answer', POST_FAQ_ANSWER_MAX_LENGTH, letters, 'postFaqTooLong'),
  row('PostInputSchema', post, 'links[].url', POST_LINK_URL_MAX_LENGTH, webUrl, 'postLinkInvalid'),
  row('PostInputSchema', post, 'links[].description', POST_LINK_DESCRIPTION_MAX_LENGTH, letters, 'textTooLong'),
  row('PostInputSchema', post, 'translationOf', POST_SLUG_MAX_LENGTH, letters, 'textTooLong'),
  row('PostSlugParamsSchema', { slug: 's' }, 'slug', POST_SLUG_MAX_LENGTH, letters, 'textTooLong'),
  row('PostListQuerySchema', {}, 'query', POST_QUERY_MAX_LENGTH, letters, 'textTooLong'),
  row('UnsubscribeQuerySchema', {}, 'token', UNSUBSCRIBE_TOKEN_MAX_LENGTH, letters, 'unsubscribeLinkInvalid'),
  row(
    'PushSubscriptionInputSchema',
    { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'abc', auth: 'abc' } },
    'endpoint',
    PUSH_ENDPOINT_MAX_LENGTH,
    letters,
    'pushSubscriptionInvalid',
  ),
  row(
    'PushSubscriptionInputSchema',
    { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'abc', auth: 'abc' } },
    'keys.p256dh',
    PUSH_KEY_MAX_LENGTH,
    letters,
    'pushSubscriptionInvalid',
  ),
  row(
    'PushSubscriptionInputSchema',
    { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'abc', auth: 'abc' } },
    'keys.auth',
    PUSH_KEY_MAX_LENGTH,
    letters,
    'pushSubscriptionInvalid',
  ),
  row('PushUnsubscribeInputSchema', {}, 'endpoint', PUSH_ENDPOINT_MAX_LENGTH, letters, 'pushSubscriptionInvalid'),
  row(
    'PicksPreferencesInputSchema',
    { spokenLanguages: ['en'], homeArea: { name: 'Mapo', latitude: 37.5, longitude: 127 } },
    'homeArea.name',
    HOME_AREA_NAME_MAX_LENGTH,
    letters,
    'textTooLong',
  ),
];

/** The request with `value` at `field` (`images[]` is the first image). */
function withField(base: unknown, field: string, value: string): unknown {
  if (typeof base === 'function') return (base as (value: string) => unknown)(value);
  if (field === '') return value;
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  const [head, rest] = field.split(/\.(.*)/s) as [string, string | undefined];
  if (head.endsWith('[]')) {
    const key = head.slice(0, -2);
    const list = [...((copy[key] as unknown[]) ?? [])];
    list[0] = rest ? withField(list[0], rest, value) : value;
    copy[key] = list;
  } else {
    copy[head] = rest ? withField(copy[head], rest, value) : value;
  }
  return copy;
}

const schemaNamed = (name: string) => contract[name as keyof typeof contract] as unknown as Schema;
const firstIssue = (schema: Schema, input: unknown) => schema.safeParse(input).error?.issues[0];

describe('text limits of every request', () => {
  it.each(rows.map((r) => [`${r.schema} ${r.field || '(the value)'}`, r] as const))(
    '%s: at its maximum passes, one more character fails with its message',
    (_name, r) => {
      const schema = schemaNamed(r.schema);
      const atMax = r.value(r.max);
      expect(atMax).toHaveLength(r.max);
      if (r.passesAtMax) expect(schema.safeParse(withField(r.base, r.field, atMax)).error?.issues).toBeUndefined();

      const issue = firstIssue(schema, withField(r.base, r.field, r.value(r.max + 1)));
      expect(issue?.message).toBe(r.message);
      if (r.message === 'textTooLong') {
        expect(issue).toMatchObject({ code: 'too_big', maximum: r.max });
        const max = (issue as { maximum: number }).maximum;
        expect(translateMessage(r.message, 'en', { max })).toBe(
          `This field is too long (at most ${r.max} characters).`,
        );
        expect(translateMessage(r.message, 'ko', { max })).toContain(`최대 ${r.max}자`);
      }
    },
  );

  it.each(rows.map((r) => [`${r.schema} ${r.field || '(the value)'}`, r] as const))(
    '%s: a NUL character fails before any other rule',
    (_name, r) => {
      const valid = r.value(r.max);
      const value = `${valid.slice(0, 1)}\u0000${valid.slice(2)}`;
      expect(firstIssue(schemaNamed(r.schema), withField(r.base, r.field, value))?.message).toBe(
        'textInvalidCharacters',
      );
    },
  );

  it('a megabyte of text is refused by its length alone', () => {
    const huge = 'a'.repeat(1_000_000);
    const issues = contract.SubmitEventInputSchema.safeParse({ ...submit, location: huge }).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({ path: ['location'], code: 'too_big', maximum: LOCATION_MAX_LENGTH }),
    ]);
  });

  it('covers every text field of every request schema, each limited and refusing NUL', () => {
    expect(requestSchemas.length).toBeGreaterThan(20);
    const covered = new Set(rows.map((r) => `${r.schema} ${r.field}`));
    const found = new Set<string>();
    for (const [name, schema] of requestSchemas) {
      for (const leaf of textLeaves(schema)) {
        const key = `${name} ${leaf.path}`;
        found.add(key);
        const checks = checksOf(leaf.schema);
        const max = checks.find((c) => c.check === 'max_length')?.maximum;
        expect(max, `${key} has a maximum`).toBeTypeOf('number');
        expect(
          checks.some((c) => c.check === 'custom' && c.fn === hasNoNul),
          `${key} refuses NUL`,
        ).toBe(true);
        expect(covered.has(key), `${key} has a row in the table`).toBe(true);
      }
    }
    // …and the table names no field the schemas do not have.
    expect([...covered].filter((key) => !found.has(key))).toEqual([]);
  });

  it('every limit message exists in English and Korean', () => {
    for (const r of rows) {
      expect(messages.en[r.message]).toBeTruthy();
      expect(messages.ko[r.message]).toBeTruthy();
    }
    expect(messages.en.textInvalidCharacters).toBe('This field contains a character that is not allowed.');
  });
});

describe('record ids', () => {
  it.each([
    ['1', 1],
    [1, 1],
    [String(RECORD_ID_MAX), RECORD_ID_MAX],
  ])('accepts %j', (id, parsed) => {
    expect(contract.EventIdParamsSchema.parse({ id })).toEqual({ id: parsed });
    expect(contract.CreateParticipantInputSchema.parse({ eventId: id }).eventId).toBe(parsed);
  });

  it.each([String(RECORD_ID_MAX + 1), String(2 ** 53), '1e400', '0', '-1', '1.5', 'abc', '1\u0000', '', 'Infinity'])(
    'refuses %j: no integer id beyond PostgreSQL integer range names a record',
    (id) => {
      for (const schema of [contract.EventIdParamsSchema, contract.EventIdParamSchema] as Schema[]) {
        const input = schema === contract.EventIdParamsSchema ? { id } : { eventId: id };
        expect(schema.safeParse(input).success).toBe(false);
      }
      expect(contract.CheckParticipationQuerySchema.safeParse({ eventId: id }).success).toBe(false);
    },
  );
});
