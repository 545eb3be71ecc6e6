import {
  ImageUrlResponseSchema,
  PostInputSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  PostSchema,
  PostSlugParamsSchema,
  PostStatusInputSchema,
} from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { sendPage } from '../../plugins/paging.ts';
import { IMAGE_UPLOAD_ERRORS, readUploadedFile } from '../../plugins/uploads.ts';
import type { PostsService } from './posts.service.ts';

/** Living-in-Korea posts: everyone reads the published ones; admins write, publish and unpublish. */
export function postsRoutes(posts: PostsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/posts',
      {
        schema: {
          tags: ['posts'],
          summary: 'Living-in-Korea posts, newest published first, filtered by language, type and text',
          description:
            'Paged with limit (default 12, at most 50) and offset; the total is in X-Total-Count. ' +
            '`status=draft` lists the drafts and is for admins only. Without `language`, `prefer` lists each topic ' +
            'once, in that language where written (else English).',
          querystring: PostListQuerySchema,
          response: { 200: PostListResponseSchema },
        },
        // Drafts are for admins.
        config: { errors: ['unauthorized', 'forbidden'] },
      },
      async (request, reply) => sendPage(reply, await posts.list(request.caller, request.query)),
    );

    app.get(
      '/posts/:slug',
      {
        schema: {
          tags: ['posts'],
          summary: 'One post with its sections, FAQs, related links and translations (a draft: admins only)',
          params: PostSlugParamsSchema,
          response: { 200: PostSchema },
        },
        config: { errors: ['postNotFound'] },
      },
      async (request) => posts.get(request.caller, request.params.slug),
    );

    app.post(
      '/posts/upload-image',
      {
        schema: {
          tags: ['posts'],
          summary: "Upload a post's cover image (multipart field `file`; admins only)",
          consumes: ['multipart/form-data'],
          response: { 200: ImageUrlResponseSchema },
        },
        config: { errors: IMAGE_UPLOAD_ERRORS },
        onRequest: signedIn,
      },
      async (request) => ({
        imageUrl: await posts.uploadCover(requireCaller(request), () => readUploadedFile(request)),
      }),
    );

    app.post(
      '/posts',
      {
        schema: {
          tags: ['posts'],
          summary: 'Save a new post as a draft or publish it (admins only)',
          body: PostInputSchema,
          response: { 201: PostSchema },
        },
        config: {
          errors: ['postContentRequired', 'postTranslationNotFound', 'postCoverNotUploaded', 'postTitleTaken'],
        },
        onRequest: signedIn,
      },
      async (request, reply) => reply.code(201).send(await posts.create(requireCaller(request), request.body)),
    );

    app.put(
      '/posts/:slug',
      {
        schema: {
          tags: ['posts'],
          summary: "Replace a post's content and status (admins only); its address stays",
          params: PostSlugParamsSchema,
          body: PostInputSchema,
          response: { 200: PostSchema },
        },
        config: {
          errors: ['postNotFound', 'postContentRequired', 'postTranslationNotFound', 'postCoverNotUploaded'],
        },
        onRequest: signedIn,
      },
      async (request) => posts.update(requireCaller(request), request.params.slug, request.body),
    );

    app.put(
      '/posts/:slug/status',
      {
        schema: {
          tags: ['posts'],
          summary: 'Publish a post, or unpublish it back to a draft (admins only)',
          params: PostSlugParamsSchema,
          body: PostStatusInputSchema,
          response: { 200: PostSchema },
        },
        config: { errors: ['postNotFound', 'postContentRequired'] },
        onRequest: signedIn,
      },
      async (request) => posts.setStatus(requireCaller(request), request.params.slug, request.body.status),
    );
  };
}
