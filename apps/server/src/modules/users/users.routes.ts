import { ImageUrlResponseSchema, LanguageUpdateSchema, UserIdParamsSchema, UserProfileSchema } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { readUploadedFile } from '../../plugins/uploads.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    const getUser = implement(endpoints.getUser, {
      params: UserIdParamsSchema,
      response: { 200: UserProfileSchema },
    });
    app.route({
      ...getUser,
      schema: {
        ...getUser.schema,
        description:
          '`nationality` is the ISO 3166-1 alpha-2 code (e.g. KR); `nationalityName` is its name in the ' +
          "caller's language (Accept-Language: Korean for ko, English otherwise).",
      },
      handler: async (request) => users.getUser(request.params.userId, request.caller, requestLocale(request)),
    });

    const setLanguage = implement(endpoints.setLanguage, {
      body: LanguageUpdateSchema,
      response: { 200: LanguageUpdateSchema },
    });
    app.route({
      ...setLanguage,
      config: { ...setLanguage.config, allowRestricted: true },
      onRequest: signedIn,
      handler: async (request) => users.setLanguage(requireCaller(request), request.body.language),
    });

    const upload = implement(endpoints.uploadProfileImage, {
      params: UserIdParamsSchema,
      response: { 200: ImageUrlResponseSchema },
    });
    app.route({
      ...upload,
      schema: { ...upload.schema, consumes: ['multipart/form-data'] },
      onRequest: signedIn,
      handler: async (request) => {
        const imageUrl = await users.uploadProfileImage(requireCaller(request), request.params.userId, () =>
          readUploadedFile(request),
        );
        return { imageUrl };
      },
    });
  };
}
