import { endpoints } from '@moim/contract/endpoints';
import type { PostData, PostCategory, PostLanguage, PostStatus } from '@moim/contract';
// Plain values only: the list is read without the contract's schemas (and the validation library).
import { EVENT_LIST_DEFAULT_LIMIT, TOTAL_COUNT_HEADER } from '@moim/contract/event-values';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiWithHeaders } from '../../lib/api.ts';
import { uploadToEndpoint } from '../../lib/upload.ts';

/** The Living-in-Korea page loads this many posts at a time (spec: 12, like the events list). */
const POSTS_PAGE_SIZE = EVENT_LIST_DEFAULT_LIMIT;

/** The list's filters; absent means All. */
export interface PostFilters {
  language?: PostLanguage;
  category?: PostCategory;
  query?: string;
  /** With no language chosen: each topic once, in this language where written. */
  prefer?: PostLanguage;
}

const postsKey = ['posts'] as const;
const postKey = (slug: string) => [...postsKey, 'one', slug] as const;

/** The posts matching the filters, a page at a time (Load More fetches the next). */
export function usePostList(filters: PostFilters) {
  return useInfiniteQuery({
    queryKey: [...postsKey, 'list', filters],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const { data, headers } = await callApiWithHeaders(endpoints.posts, {
        query: { ...filters, limit: POSTS_PAGE_SIZE, offset: pageParam },
        signal,
      });
      return { items: data, total: Number(headers.get(TOTAL_COUNT_HEADER)) || 0, offset: pageParam };
    },
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function usePost(slug: string | undefined) {
  return useQuery({
    queryKey: postKey(slug ?? ''),
    queryFn: ({ signal }) => callApi(endpoints.post, { params: { slug: slug! }, signal }),
    enabled: slug !== undefined,
  });
}

/** Saves a post: a new one (POST) or the one with `slug` (PUT). */
export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, post }: { slug?: string; post: PostData }) =>
      slug
        ? callApi(endpoints.updatePost, { params: { slug }, body: post })
        : callApi(endpoints.createPost, { body: post }),
    onSuccess: (saved) => {
      client.setQueryData(postKey(saved.slug), saved);
      void client.invalidateQueries({ queryKey: [...postsKey, 'list'] });
    },
  });
}

export function useSetPostStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, status }: { slug: string; status: PostStatus }) =>
      callApi(endpoints.setPostStatus, { params: { slug }, body: { status } }),
    onSuccess: (saved) => {
      client.setQueryData(postKey(saved.slug), saved);
      void client.invalidateQueries({ queryKey: [...postsKey, 'list'] });
    },
  });
}

export async function uploadCover(file: Blob): Promise<string> {
  return (await uploadToEndpoint(endpoints.uploadPostImage, file)).imageUrl;
}
