export { useGoogleSignInReturn } from './google-return.ts';
