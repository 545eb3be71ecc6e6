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
  // accounts: sign-up (spec section 5 order)
  userIdFormat: 'The username can only contain letters and numbers.',
  userIdTooLong: 'The ID can be at most 20 characters long.',
  passwordTooShort: 'The password must be at least 8 characters long.',
  passwordTooLong: 'The password can be at most 128 characters long.',
  passwordComposition: 'The password must include uppercase and lowercase letters, numbers, and special characters',
  userIdTaken: 'The userId is already in use.',
  passwordMismatch: 'The passwords do not match.',
  emailNotVerified: 'Email verification is required.',
  emailTaken: 'An account created with this email already exists',
  usernameTooLong: 'The name can be at most 40 characters long.',
  dobInvalid: 'Please enter a valid date of birth.',
  dobTooYoung: 'You must be at least 14 years old to sign up.',
  genderInvalid: 'Please choose a gender.',
  nationalityInvalid: 'Please choose your nationality from the list.',
  termsRequired: 'You must agree to the required terms to sign up.',
  signUpCompleted: 'Sign-up completed!',
  signUpFailed: 'An error occurred during sign-up. Please try again.',
  // accounts: e-mail verification
  codeSent: 'The verification code has been sent to your email.',
  codeSendFailed: 'Failed to send the email.',
  codeMismatch: 'The verification code does not match.',
  codeExpired: 'The verification code has expired. Please request a new code.',
  codeTooManyAttempts: 'Too many wrong codes. Please request a new code.',
  codeFormat: 'Enter the 6-digit code from the e-mail.',
  emailVerified: 'Email verification has been completed.',
  // accounts: sign-in and sessions
  signInFailed: 'Moim: The ID or password is incorrect.',
  loginSucceeded: 'Login succeeded',
  passwordChangeRequired: 'Password change is required. Redirecting to the password change page.',
  passwordChangeFirst: 'Please change your password before continuing.',
  loginRequiredRedirect: 'Login is required. Redirecting to the login page.',
  // accounts: password change
  currentPasswordIncorrect: 'The current password is incorrect',
  passwordVerifyError: 'An error occurred while verifying the password.',
  passwordConfirmFirst: 'Please confirm your current password first.',
  newPasswordRule:
    'The new password must include uppercase, lowercase, numbers, and special characters, and be at least 8 characters long.',
  newPasswordMismatch: 'The new password does not match.',
  passwordUpdated: 'The password has been successfully updated',
  passwordUpdateFailed: 'An error occurred while changing the password.',
  passwordChangeCanceled: 'Password change has been canceled.',
  userInfoMissing: 'User information is missing. Please log in again.',
  // accounts: recovery
  findIdCompleted: 'The request to find the ID has been completed.',
  findIdFailed: 'Failed to find the ID. Please try again.',
  tempPasswordSent: 'A temporary password has been emailed to you. Move to login page',
  findPasswordNotFound: 'Email or ID not found. Please check again.',
  // accounts: Google
  googleTicketInvalid: 'Your Google sign-in has expired. Please sign in with Google again.',
  googleSignInFailed: 'Google sign-in failed. Please try again.',
  googleLinkRequired:
    'An account with this e-mail already exists. Sign in with your ID and password to connect Google.',
  googleLinked: 'Your Google account is now connected.',
  // profile
  profileImageUpdated: 'Your profile picture has been updated.',
  profileImageFailed: 'Failed to upload the image. Please try again.',
  userNotFound: 'This user does not exist.',
  // images
  imageTooLarge: 'This image is too large. The maximum size is 5 MB.',
  imageInvalidType: 'This file type is not supported. Please upload a JPEG, PNG, WebP, GIF or HEIC image.',
  imageTooManyPixels: "This image's dimensions are too large. Please use an image of at most 40 megapixels.",
  imageUnreadable: "We couldn't read this image. It may be damaged; please try another one.",
  fileMissing: 'Please choose a file to upload.',
} as const;

export type MessageKey = keyof typeof en;
