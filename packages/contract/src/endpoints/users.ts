import { endpoint, type EndpointDocs } from '../endpoint.ts';
import { IMAGE_UPLOAD_ERRORS } from '../error-status.ts';
import type { ImageUrlResponseSchema, LanguageUpdateSchema, UserIdParamsSchema, UserProfileSchema } from '../auth.ts';

/** Profiles: a user's public page, the signed-in user's language and picture. */
export const usersEndpoints = {
  getUser: endpoint<{ params: typeof UserIdParamsSchema; response: { 200: typeof UserProfileSchema } }>()({
    method: 'GET',
    path: '/user/getUser/:userId',
  }),
  setLanguage: endpoint<{ body: typeof LanguageUpdateSchema; response: { 200: typeof LanguageUpdateSchema } }>()({
    method: 'PUT',
    path: '/user/language',
  }),
  uploadProfileImage: endpoint<{
    params: typeof UserIdParamsSchema;
    response: { 200: typeof ImageUrlResponseSchema };
  }>()({
    method: 'POST',
    path: '/user/uploadProfileImage/:userId',
    multipart: true,
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const usersEndpointDocs = {
  getUser: {
    tags: ['users'],
    summary: "A user's public profile with hosting figures (the caller's own adds their e-mail)",
    errors: ['userNotFound', 'accountDeleted'],
  },
  setLanguage: {
    tags: ['users'],
    summary: "Remember the signed-in user's language (the language of the mails Moim sends them)",
    errors: [],
  },
  uploadProfileImage: {
    tags: ['users'],
    summary: 'Replace your profile picture (multipart field `file`)',
    errors: IMAGE_UPLOAD_ERRORS,
  },
} satisfies EndpointDocs<typeof usersEndpoints>;
