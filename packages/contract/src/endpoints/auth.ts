import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type {
  AvailabilityResponseSchema,
  CheckPasswordInputSchema,
  CheckPasswordResponseSchema,
  CurrentUserSchema,
  EmailAvailabilityParamsSchema,
  FindPasswordInputSchema,
  FindPasswordResponseSchema,
  FindUsernameInputSchema,
  FindUsernameResponseSchema,
  GoogleSignUpInputSchema,
  GoogleStartQuerySchema,
  LinkGoogleInputSchema,
  PublicConfigSchema,
  SendVerificationInputSchema,
  SendVerificationResponseSchema,
  SessionResponseSchema,
  SignInInputSchema,
  SignUpInputSchema,
  UpdatePasswordInputSchema,
  UserIdAvailabilityParamsSchema,
  VerifyCodeInputSchema,
} from '../auth.ts';
import type { SuccessMessageSchema, SuccessSchema } from '../common.ts';

/** Signing in and up (with a password or Google), the session, and recovering an account. */
export const authEndpoints = {
  publicConfig: endpoint<{ response: { 200: typeof PublicConfigSchema } }>()({
    method: 'GET',
    path: '/config',
  }),
  isUserIdAvailable: endpoint<{
    params: typeof UserIdAvailabilityParamsSchema;
    response: { 200: typeof AvailabilityResponseSchema };
  }>()({
    method: 'GET',
    path: '/user/isUserId/:userId',
  }),
  isEmailAvailable: endpoint<{
    params: typeof EmailAvailabilityParamsSchema;
    response: { 200: typeof AvailabilityResponseSchema };
  }>()({
    method: 'GET',
    path: '/user/isEmail/:email',
  }),
  sendVerification: endpoint<{
    body: typeof SendVerificationInputSchema;
    response: { 200: typeof SendVerificationResponseSchema };
  }>()({
    method: 'POST',
    path: '/mail/sendVerification',
  }),
  verifyCode: endpoint<{ body: typeof VerifyCodeInputSchema; response: { 200: typeof SuccessMessageSchema } }>()({
    method: 'POST',
    path: '/mail/verifyCode',
  }),
  signUp: endpoint<{ body: typeof SignUpInputSchema; response: { 201: typeof SuccessMessageSchema } }>()({
    method: 'POST',
    path: '/user/signUp',
  }),
  signIn: endpoint<{ body: typeof SignInInputSchema; response: { 200: typeof SessionResponseSchema } }>()({
    method: 'POST',
    path: '/user/signIn',
  }),
  logout: endpoint<{ response: { 200: typeof SuccessSchema } }>()({
    method: 'POST',
    path: '/user/logout',
  }),
  me: endpoint<{ response: { 200: typeof CurrentUserSchema } }>()({
    method: 'GET',
    path: '/user/me',
  }),
  checkCurrentPassword: endpoint<{
    body: typeof CheckPasswordInputSchema;
    response: { 200: typeof CheckPasswordResponseSchema };
  }>()({
    method: 'POST',
    path: '/user/checkCurrentPassword',
  }),
  updatePassword: endpoint<{
    body: typeof UpdatePasswordInputSchema;
    response: { 200: typeof SuccessMessageSchema };
  }>()({
    method: 'PATCH',
    path: '/user/updatePassword',
  }),
  findUsername: endpoint<{
    body: typeof FindUsernameInputSchema;
    response: { 200: typeof FindUsernameResponseSchema };
  }>()({
    method: 'POST',
    path: '/user/findUsername',
  }),
  findPassword: endpoint<{
    body: typeof FindPasswordInputSchema;
    response: { 200: typeof FindPasswordResponseSchema };
  }>()({
    method: 'POST',
    path: '/mail/findPassword',
  }),
  /** A redirect, not a call: the web links to it. */
  toGoogle: endpoint<{ query: typeof GoogleStartQuerySchema }>()({
    method: 'GET',
    path: '/user/to-google',
  }),
  /** A redirect, where Google sends the browser back. */
  googleCallback: endpoint()({
    method: 'GET',
    path: '/user/google/callback',
  }),
  googleSignUp: endpoint<{ body: typeof GoogleSignUpInputSchema; response: { 200: typeof SessionResponseSchema } }>()({
    method: 'POST',
    path: '/user/googleSignUp',
  }),
  linkGoogle: endpoint<{ body: typeof LinkGoogleInputSchema; response: { 200: typeof SuccessMessageSchema } }>()({
    method: 'POST',
    path: '/user/linkGoogle',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const authEndpointDocs = {
  publicConfig: { tags: ['auth'], summary: 'Public settings the web app needs', errors: [] },
  isUserIdAvailable: { tags: ['auth'], summary: 'Whether a login ID is free', errors: [] },
  isEmailAvailable: { tags: ['auth'], summary: 'Whether an e-mail address is free', errors: [] },
  sendVerification: {
    tags: ['auth'],
    summary: 'Mail a 6-digit sign-up code (valid 5 minutes)',
    errors: ['emailTaken', 'codeSendFailed'],
  },
  verifyCode: {
    tags: ['auth'],
    summary: 'Check a sign-up code',
    errors: ['codeMismatch', 'codeExpired', 'codeTooManyAttempts'],
  },
  signUp: {
    tags: ['auth'],
    summary: 'Create an account (the e-mail must have been verified)',
    errors: ['userIdTaken', 'emailTaken'],
  },
  signIn: { tags: ['auth'], summary: 'Sign in with ID and password', errors: ['signInFailed'] },
  logout: { tags: ['auth'], summary: 'End this session', errors: [] },
  me: { tags: ['auth'], summary: 'The signed-in user', errors: [] },
  checkCurrentPassword: {
    tags: ['auth'],
    summary: "Confirm the caller's current password (allows the update for 10 minutes)",
    errors: [],
  },
  updatePassword: {
    tags: ['auth'],
    summary: 'Set a new password; ends every other session',
    errors: ['passwordConfirmFirst', 'newPasswordMismatch', 'newPasswordSameAsCurrent'],
  },
  findUsername: {
    tags: ['auth'],
    summary: 'Mail the ID of the account with this e-mail; answers it masked',
    errors: ['findIdFailed', 'findIdMailFailed'],
  },
  findPassword: {
    tags: ['auth'],
    summary: 'Mail a temporary password (valid an hour, used once)',
    errors: ['findPasswordNotFound', 'codeSendFailed'],
  },
  toGoogle: { tags: ['auth'], summary: 'Start Google sign-in (redirects to Google)', errors: ['notFound'] },
  googleCallback: { tags: ['auth'], summary: 'Where Google returns after sign-in', errors: ['notFound'] },
  googleSignUp: {
    tags: ['auth'],
    summary: 'Finish signing up with Google (needs the ticket from the callback)',
    errors: ['googleTicketInvalid', 'userIdTaken', 'emailTaken', 'googleLinkedElsewhere'],
  },
  linkGoogle: {
    tags: ['auth'],
    summary: 'Connect the Google account of a link ticket to the signed-in user',
    errors: ['googleTicketInvalid', 'googleLinkedElsewhere'],
  },
} satisfies EndpointDocs<typeof authEndpoints>;
