import { describe, expect, it } from 'vitest';
import { errorStatus, type ErrorCode } from './error-status.ts';
import { messages, type MessageKey } from './messages/index.ts';

/**
 * The messages that are no error an API answers: notices of a success, the e-mails' texts, and
 * texts only a client shows (its own checks and its words for a failed call). Every other
 * message is an error code and needs its status.
 */
const NOT_ERROR_CODES: readonly MessageKey[] = [
  // notices of a success or of a step
  'subscriptionSuccessful',
  'checkedIn',
  'checkInUndone',
  'guestMessageSent',
  'signUpCompleted',
  'codeSent',
  'emailVerified',
  'loginSucceeded',
  'passwordChangeRequired',
  'passwordUpdated',
  'passwordChangeCanceled',
  'findIdCompleted',
  'tempPasswordSent',
  'googleLinked',
  'profileImageUpdated',
  'eventDeleted',
  'registrationSuccessful',
  'waitlistJoined',
  'participantApproved',
  'participantRejected',
  'participantRemoved',
  'participantRemovedFromWaitlist',
  'cancelConfirm',
  'participationCanceled',
  'applicationWithdrawn',
  'waitlistLeft',
  'reviewSubmitted',
  'reportSubmitted',
  'contactSent',
  'accountDeletedNotice',
  // what stands in a message's or review's place once a moderator hid it
  'contentRemoved',
  // a client's own words
  'subscriptionFailed',
  'signUpFailed',
  'loginRequiredRedirect',
  'passwordVerifyError',
  'passwordUpdateFailed',
  'userInfoMissing',
  'googleLinkRequired',
  'profileImageFailed',
  'imagesOnly',
  'fileTooLarge',
  'imageDataTooBig',
  'usageRulesRequired',
  'deleteFailed',
  'cancelFailed',
  'reviewFailed',
  'chatSignInRequired',
  'contactFailed',
  // told by the Google return's redirect to the sign-in page, not in an error answer
  'googleSignInFailed',
];

describe('the status of each error code', () => {
  const keys = Object.keys(messages.en) as MessageKey[];
  const errorCodes = Object.keys(errorStatus) as ErrorCode[];

  /** The texts of what Moim sends: e-mails, pushes and the guest list file. */
  const isSentText = (key: string) =>
    key.startsWith('mail') || key.startsWith('pushBody') || key.startsWith('fileGuests');

  it('is set for every message that is not a notice, an e-mail or push text or a client text', () => {
    const unclassified = keys.filter(
      (key) => !Object.hasOwn(errorStatus, key) && !NOT_ERROR_CODES.includes(key) && !isSentText(key),
    );
    expect(unclassified).toEqual([]);
  });

  it('is set only for error codes', () => {
    expect(errorCodes.filter((code) => !keys.includes(code))).toEqual([]);
    expect(errorCodes.filter((code) => NOT_ERROR_CODES.includes(code) || isSentText(code))).toEqual([]);
  });

  it('is a client error or a server error', () => {
    for (const code of errorCodes) expect(errorStatus[code], code).toBeGreaterThanOrEqual(400);
    for (const code of errorCodes) expect(errorStatus[code], code).toBeLessThan(600);
  });

  it("is the one the spec's error catalogue names", () => {
    // Post event: 401 'Login is required.', 413 for an image too big.
    expect(errorStatus.unauthorized).toBe(401);
    expect(errorStatus.imageTooLarge).toBe(413);
    expect(errorStatus.payloadTooLarge).toBe(413);
  });
});
