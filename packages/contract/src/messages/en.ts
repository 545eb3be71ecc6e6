/**
 * User-facing messages shared by the server and the forms, keyed by a stable code.
 * Texts quoted by the product spec appear here verbatim.
 */
export const en = {
  // generic
  invalidInput: 'Some of the information you entered is not valid.',
  requiredField: 'This field is required.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This type of content is not supported.',
  notFound: 'Not found.',
  apiNotFound: 'There is no API endpoint at this address.',
  unauthorized: 'Login is required.',
  forbidden: 'You do not have permission to do this.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internalError: 'Something went wrong on our side. Please try again.',
  // newsletter
  invalidEmail: 'Please enter a valid email',
  subscriptionSuccessful: 'Subscription successful',
  subscriptionFailed: 'Subscription failed. Please try again.',
} as const;

export type MessageKey = keyof typeof en;
