export { useCurrentUser, usePublicConfig } from './api.ts';
export { useGoogleSignInReturn } from './google-return.ts';
