import type { MessageKey } from './messages/index.ts';

/**
 * The request field each field-specific message is about, by the payloads' names (the spec's):
 * a client shows such an error beside that field. The rule functions (`signUpProblems`,
 * `eventProblems`) name the same fields; a test keeps the two in agreement. Messages about no
 * single field, or about different fields in different requests (`requiredField`), are not here:
 * the server's schema errors carry their paths instead.
 */
export const MESSAGE_FIELDS: Partial<Record<MessageKey, string>> = {
  // accounts
  invalidEmail: 'email',
  userIdFormat: 'userId',
  userIdTooLong: 'userId',
  userIdTaken: 'userId',
  passwordTooShort: 'password',
  passwordTooLong: 'password',
  passwordComposition: 'password',
  passwordMismatch: 'confirmPassword',
  emailNotVerified: 'email',
  emailTaken: 'email',
  usernameTooLong: 'username',
  dobInvalid: 'dob',
  dobTooYoung: 'dob',
  genderInvalid: 'gender',
  nationalityInvalid: 'nationality',
  termsRequired: 'termsAccepted',
  codeMismatch: 'code',
  codeExpired: 'code',
  codeTooManyAttempts: 'code',
  codeFormat: 'code',
  currentPasswordIncorrect: 'password',
  newPasswordRule: 'password',
  newPasswordMismatch: 'confirmPassword',
  newPasswordSameAsCurrent: 'password',
  // events
  eventNameRequired: 'name',
  eventNameTooLong: 'name',
  addressNotSelected: 'location',
  pinTooFar: 'location',
  maxNotGreaterThanMin: 'maxParticipants',
  minParticipantsZero: 'minParticipants',
  maxParticipantsTooLarge: 'maxParticipants',
  eventInPast: 'date',
  dateInvalid: 'date',
  timeSlotInvalid: 'time',
  eventImageRequired: 'images',
  tooManyFiles: 'images',
  eventImagesNotUploaded: 'images',
  imageAltTooLong: 'images',
  priceStep: 'price',
  priceInvalid: 'price',
  categoryInvalid: 'category',
  typeInvalid: 'type',
  descriptionTooLong: 'description',
  questionTooLong: 'question',
  locationDetailTooLong: 'locationDetail',
  venueTooLong: 'venue',
  languagesInvalid: 'languages',
  secondLanguageInvalid: 'secondLanguage',
  secondLanguageRequired: 'secondLanguage',
  secondNameRequired: 'secondName',
  secondNameTooLong: 'secondName',
  secondDescriptionTooLong: 'secondDescription',
  answerTooLong: 'answer',
  // reviews
  ratingRequired: 'rating',
  ratingInvalid: 'rating',
  reviewTooLong: 'comment',
  reviewImagesNotUploaded: 'imageUrls',
  // contact
  contactTitleRequired: 'title',
  contactPhoneRequired: 'phone',
  contactPhoneInvalid: 'phone',
  contactMessageRequired: 'message',
  contactFileInvalidType: 'file',
  contactFileTooLarge: 'file',
};

/** The request field a message is about, if it is about one. */
export function fieldOfMessage(code: string): string | undefined {
  return Object.hasOwn(MESSAGE_FIELDS, code) ? MESSAGE_FIELDS[code as MessageKey] : undefined;
}
