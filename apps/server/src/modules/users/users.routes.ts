import { ImageUrlResponseSchema, LanguageUpdateSchema, UserIdParamsSchema, UserProfileSchema } from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { IMAGE_UPLOAD_ERRORS, readUploadedFile } from '../../plugins/uploads.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/getUser/:userId',
      {
        schema: {
          tags: ['users'],
          summary: "A user's public profile with hosting figures (the caller's own adds their e-mail)",
          description:
            '`nationality` is the ISO 3166-1 alpha-2 code (e.g. KR); `nationalityName` is its name in the ' +
            "caller's language (Accept-Language: Korean for ko, English otherwise).",
          params: UserIdParamsSchema,
          response: { 200: UserProfileSchema },
        },
        config: { errors: ['userNotFound'] },
      },
      async (request) => users.getUser(request.params.userId, request.caller, requestLocale(request)),
    );

    app.put(
      '/user/language',
      {
        schema: {
          tags: ['users'],
          summary: "Remember the signed-in user's language (the language of the mails Moim sends them)",
          body: LanguageUpdateSchema,
          response: { 200: LanguageUpdateSchema },
        },
        config: { allowRestricted: true },
        onRequest: signedIn,
      },
      async (request) => users.setLanguage(requireCaller(request), request.body.language),
    );

    app.post(
      '/user/uploadProfileImage/:userId',
      {
        schema: {
          tags: ['users'],
          summary: 'Replace your profile picture (multipart field `file`)',
          consumes: ['multipart/form-data'],
          params: UserIdParamsSchema,
          response: { 200: ImageUrlResponseSchema },
        },
        config: { errors: IMAGE_UPLOAD_ERRORS },
        onRequest: signedIn,
      },
      async (request) => {
        const imageUrl = await users.uploadProfileImage(requireCaller(request), request.params.userId, () =>
          readUploadedFile(request),
        );
        return { imageUrl };
      },
    );
  };
}
