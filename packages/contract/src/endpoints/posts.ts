import { endpoint, type EndpointDocs } from '../endpoint.ts';
import { IMAGE_UPLOAD_ERRORS } from '../error-status.ts';
import type { ImageUrlResponseSchema } from '../auth.ts';
import type {
  PostInputSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  PostSchema,
  PostSlugParamsSchema,
  PostStatusInputSchema,
} from '../posts.ts';

/** Living-in-Korea posts: everyone reads the published ones; admins write, publish and unpublish. */
export const postsEndpoints = {
  posts: endpoint<{ query: typeof PostListQuerySchema; response: { 200: typeof PostListResponseSchema } }>()({
    method: 'GET',
    path: '/posts',
  }),
  post: endpoint<{ params: typeof PostSlugParamsSchema; response: { 200: typeof PostSchema } }>()({
    method: 'GET',
    path: '/posts/:slug',
  }),
  uploadPostImage: endpoint<{ response: { 200: typeof ImageUrlResponseSchema } }>()({
    method: 'POST',
    path: '/posts/upload-image',
    multipart: true,
  }),
  createPost: endpoint<{ body: typeof PostInputSchema; response: { 201: typeof PostSchema } }>()({
    method: 'POST',
    path: '/posts',
  }),
  updatePost: endpoint<{
    params: typeof PostSlugParamsSchema;
    body: typeof PostInputSchema;
    response: { 200: typeof PostSchema };
  }>()({
    method: 'PUT',
    path: '/posts/:slug',
  }),
  setPostStatus: endpoint<{
    params: typeof PostSlugParamsSchema;
    body: typeof PostStatusInputSchema;
    response: { 200: typeof PostSchema };
  }>()({
    method: 'PUT',
    path: '/posts/:slug/status',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const postsEndpointDocs = {
  posts: {
    tags: ['posts'],
    summary: 'Living-in-Korea posts, newest published first, filtered by language, type and text',
    // Drafts are for admins.
    errors: ['unauthorized', 'forbidden'],
  },
  post: {
    tags: ['posts'],
    summary: 'One post with its sections, FAQs, related links and translations (a draft: admins only)',
    errors: ['postNotFound'],
  },
  uploadPostImage: {
    tags: ['posts'],
    summary: "Upload a post's cover image (multipart field `file`; admins only)",
    errors: IMAGE_UPLOAD_ERRORS,
  },
  createPost: {
    tags: ['posts'],
    summary: 'Save a new post as a draft or publish it (admins only)',
    errors: ['postContentRequired', 'postTranslationNotFound', 'postCoverNotUploaded', 'postTitleTaken'],
  },
  updatePost: {
    tags: ['posts'],
    summary: "Replace a post's content and status (admins only); its address stays",
    errors: ['postNotFound', 'postContentRequired', 'postTranslationNotFound', 'postCoverNotUploaded'],
  },
  setPostStatus: {
    tags: ['posts'],
    summary: 'Publish a post, or unpublish it back to a draft (admins only)',
    errors: ['postNotFound', 'postContentRequired'],
  },
} satisfies EndpointDocs<typeof postsEndpoints>;
