import {
  ImageUrlResponseSchema,
  PostInputSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  PostSchema,
  PostSlugParamsSchema,
  PostStatusInputSchema,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { sendPage } from '../../plugins/paging.ts';
import { readUploadedFile } from '../../plugins/uploads.ts';
import type { PostsService } from './posts.service.ts';

/** Living-in-Korea posts: everyone reads the published ones; admins write, publish and unpublish. */
export function postsRoutes(posts: PostsService): FastifyPluginAsyncZod {
  return async (app) => {
    const list = implement(endpoints.posts, { query: PostListQuerySchema, response: { 200: PostListResponseSchema } });
    app.route({
      ...list,
      schema: {
        ...list.schema,
        description:
          'Paged with limit (default 12, at most 50) and offset; the total is in X-Total-Count. ' +
          '`status=draft` lists the drafts and is for admins only. Without `language`, `prefer` lists each topic ' +
          'once, in that language where written (else English).',
      },
      handler: async (request, reply) => sendPage(reply, await posts.list(request.caller, request.query)),
    });

    app.route({
      ...implement(endpoints.post, { params: PostSlugParamsSchema, response: { 200: PostSchema } }),
      handler: async (request) => posts.get(request.caller, request.params.slug),
    });

    const upload = implement(endpoints.uploadPostImage, { response: { 200: ImageUrlResponseSchema } });
    app.route({
      ...upload,
      schema: { ...upload.schema, consumes: ['multipart/form-data'] },
      onRequest: signedIn,
      handler: async (request) => ({
        imageUrl: await posts.uploadCover(requireCaller(request), () => readUploadedFile(request)),
      }),
    });

    app.route({
      ...implement(endpoints.createPost, { body: PostInputSchema, response: { 201: PostSchema } }),
      onRequest: signedIn,
      handler: async (request, reply) => reply.code(201).send(await posts.create(requireCaller(request), request.body)),
    });

    app.route({
      ...implement(endpoints.updatePost, {
        params: PostSlugParamsSchema,
        body: PostInputSchema,
        response: { 200: PostSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => posts.update(requireCaller(request), request.params.slug, request.body),
    });

    app.route({
      ...implement(endpoints.setPostStatus, {
        params: PostSlugParamsSchema,
        body: PostStatusInputSchema,
        response: { 200: PostSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => posts.setStatus(requireCaller(request), request.params.slug, request.body.status),
    });
  };
}
