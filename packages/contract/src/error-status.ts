import type { MessageKey } from './messages/index.ts';

/** The HTTP statuses an error answer of the API has. */
type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 415 | 429 | 431 | 500 | 502 | 503;

/**
 * The HTTP status of every error code, the one place it is decided (decision 53): an error answer
 * `{ code, message }` has its code's status, whoever refuses. The one exception is input a route's
 * schema refuses: that is 400, and its code is the first refused field's message, even the few
 * that also name a refusal of another status (an over-long password is `signInFailed` too).
 * A socket's refusals carry codes of this table, so a code means the same there. The other
 * messages (notices, mail texts, texts only a client shows) are no error codes; a test keeps
 * every message in one group or the other.
 */
export const errorStatus = {
  // 400: the request itself is wrong; the code names what. Each field's own message is one.
  invalidInput: 400,
  unsubscribeLinkInvalid: 400,
  pushSubscriptionInvalid: 400,
  followSelf: 400,
  blockSelf: 400,
  requiredField: 400,
  malformedJson: 400,
  textTooLong: 400,
  textInvalidCharacters: 400,
  multipartInvalid: 400,
  fileMissing: 400,
  imageUnreadable: 400,
  invalidEmail: 400,
  userIdFormat: 400,
  userIdTooLong: 400,
  passwordTooShort: 400,
  passwordTooLong: 400,
  passwordComposition: 400,
  passwordMismatch: 400,
  emailNotVerified: 400,
  usernameTooLong: 400,
  dobInvalid: 400,
  dobTooYoung: 400,
  genderInvalid: 400,
  nationalityInvalid: 400,
  termsRequired: 400,
  languageInvalid: 400,
  codeMismatch: 400,
  codeExpired: 400,
  codeFormat: 400,
  currentPasswordIncorrect: 400,
  newPasswordRule: 400,
  newPasswordMismatch: 400,
  newPasswordSameAsCurrent: 400,
  eventNameRequired: 400,
  eventNameTooLong: 400,
  addressNotSelected: 400,
  pinTooFar: 400,
  maxNotGreaterThanMin: 400,
  minParticipantsZero: 400,
  maxParticipantsTooLarge: 400,
  eventInPast: 400,
  eventImageRequired: 400,
  priceStep: 400,
  priceInvalid: 400,
  categoryInvalid: 400,
  typeInvalid: 400,
  dateInvalid: 400,
  timeSlotInvalid: 400,
  checkInCodeRequired: 400,
  checkInCodeUnknown: 404,
  checkInRepeat: 409,
  checkInClosed: 409,
  guestMessageRequired: 400,
  guestMessageTooLong: 400,
  guestMessagesLimit: 429,
  seriesEndRequired: 400,
  seriesUntilInvalid: 400,
  seriesTooLong: 400,
  endTimeInvalid: 400,
  endBeforeStart: 400,
  eventTooLong: 400,
  descriptionTooLong: 400,
  questionTooLong: 400,
  locationDetailTooLong: 400,
  venueTooLong: 400,
  languagesInvalid: 400,
  tooManyFiles: 400,
  imageAltTooLong: 400,
  eventImagesNotUploaded: 400,
  deleteReasonRequired: 400,
  fetchTypeInvalid: 400,
  dateFilterInvalid: 400,
  sortInvalid: 400,
  limitInvalid: 400,
  answerTooLong: 400,
  statusInvalid: 400,
  ratingRequired: 400,
  ratingInvalid: 400,
  reviewTooLong: 400,
  reviewImagesNotUploaded: 400,
  chatMessageEmpty: 400,
  chatMessageTooLong: 400,
  reportTargetInvalid: 400,
  reportReasonRequired: 400,
  contactTitleRequired: 400,
  contactPhoneRequired: 400,
  contactPhoneInvalid: 400,
  contactMessageRequired: 400,
  contactFileInvalidType: 400,
  postTitleRequired: 400,
  postTitleTooLong: 400,
  postHeadingTooLong: 400,
  postSectionTooLong: 400,
  postFaqTooLong: 400,
  postLinkInvalid: 400,
  postCategoryInvalid: 400,
  postLanguageInvalid: 400,
  postContentRequired: 400,
  // The post named as the original is part of the request, like a field.
  postTranslationNotFound: 400,
  postCoverNotUploaded: 400,
  // 401: no session, or credentials that do not hold.
  unauthorized: 401,
  signInFailed: 401,
  googleTicketInvalid: 401,
  chatSessionEnded: 401,
  // 403: the caller may not do this.
  forbidden: 403,
  joinUnavailable: 403,
  reauthenticateFirst: 403,
  passwordChangeFirst: 403,
  passwordConfirmFirst: 403,
  reviewByHost: 403,
  reviewNotParticipant: 403,
  chatNotMember: 403,
  // 404: what the request names does not exist (for this caller).
  notFound: 404,
  apiNotFound: 404,
  userNotFound: 404,
  accountDeleted: 404,
  findIdFailed: 404,
  findPasswordNotFound: 404,
  eventNotFound: 404,
  participantNotFound: 404,
  participationNotFound: 404,
  chatRoomNotFound: 404,
  reportTargetNotFound: 404,
  calendarFeedNotFound: 404,
  postNotFound: 404,
  notificationNotFound: 404,
  // 408: the request did not arrive in time.
  requestTimeout: 408,
  // 409: the request is well formed, but the state of things refuses it.
  userIdTaken: 409,
  emailTaken: 409,
  googleLinkedElsewhere: 409,
  eventFull: 409,
  eventClosed: 409,
  alreadyJoined: 409,
  joinRefused: 409,
  hostCannotJoin: 409,
  maxParticipantsReached: 409,
  hostStatusFixed: 409,
  cancelTooLate: 409,
  hostCannotCancel: 409,
  reviewTooEarly: 409,
  reviewAlreadySubmitted: 409,
  chatSendFailed: 409,
  // Every address a post with this title could have is taken.
  postTitleTaken: 409,
  // 413: too large.
  payloadTooLarge: 413,
  imageTooLarge: 413,
  imageTooManyPixels: 413,
  contactFileTooLarge: 413,
  // The request would pass what the account may keep stored; it fits once images are used or removed.
  unattachedUploadsFull: 413,
  // 414: a path parameter longer than the router takes.
  urlTooLong: 414,
  // 415: a kind of content the route does not take.
  unsupportedMediaType: 415,
  imageInvalidType: 415,
  // 429: too many, for now (with Retry-After where the wait is known).
  tooManyRequests: 429,
  newAccountLimit: 429,
  tooManyConnections: 429,
  codeTooManyAttempts: 429,
  uploadQuotaReached: 429,
  eventQuotaReached: 429,
  likeQuotaReached: 429,
  joinQuotaReached: 429,
  messageQuotaReached: 429,
  chatRateLimited: 429,
  contactTooMany: 429,
  // 431: the request's head is too large to read.
  headersTooLarge: 431,
  // 500: our fault; the answer carries no internals.
  internalError: 500,
  // 502: the mail server did not take the mail.
  codeSendFailed: 502,
  findIdMailFailed: 502,
  // 503: a service Moim asks is unavailable.
  placesUnavailable: 503,
} as const satisfies Partial<Record<MessageKey, ErrorStatus>>;

/** A message key that is an error code: one with an HTTP status. */
export type ErrorCode = keyof typeof errorStatus;

/**
 * The errors an image upload answers besides those of its kind: the form and its file, the image
 * pipeline and the account's uploads. Every upload endpoint names them.
 */
export const IMAGE_UPLOAD_ERRORS = [
  'fileMissing',
  'multipartInvalid',
  'imageUnreadable',
  'imageTooLarge',
  'imageTooManyPixels',
  'unattachedUploadsFull',
  'imageInvalidType',
  'uploadQuotaReached',
] as const satisfies readonly ErrorCode[];
