export { useCurrentUser } from './api.ts';
export { useGoogleSignInReturn } from './google-return.ts';
