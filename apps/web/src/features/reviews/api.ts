import type { SubmitReviewData } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiPage } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { uploadToEndpoint } from '../../lib/upload.ts';
import type { ImageUpload } from '../../components/ImageUploader.tsx';

/** Reviews on a host's page, per request. */
export const HOST_REVIEWS_PAGE_SIZE = 10;

/** An event's reviews, newest first (GET /reviews/event/:id). */
export function useEventReviews(eventId: number) {
  return useQuery({
    queryKey: queryKeys.eventReviews(eventId),
    queryFn: ({ signal }) => callApi(endpoints.eventReviews, { params: { eventId }, signal }),
    enabled: Number.isInteger(eventId) && eventId > 0,
  });
}

/** A host's reviews, newest first, loaded a page at a time (GET /reviews/host/:userId). */
export function useHostReviews(userId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.hostReviews(userId),
    initialPageParam: 0,
    // A page, and the total from X-Total-Count.
    queryFn: ({ pageParam, signal }) =>
      callApiPage(endpoints.hostReviews, {
        params: { userId },
        query: { limit: HOST_REVIEWS_PAGE_SIZE, offset: pageParam },
        offset: pageParam,
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** A host's average rating and number of reviews (GET /reviews/host/:userId/average). */
export function useHostAverage(userId: string) {
  return useQuery({
    queryKey: queryKeys.hostAverage(userId),
    queryFn: ({ signal }) => callApi(endpoints.hostAverage, { params: { userId }, signal }),
  });
}

/** The host's public profile, for their name (shares the profile page's cache). */
export function useHost(userId: string) {
  return useQuery({
    queryKey: queryKeys.user(userId),
    queryFn: ({ signal }) => callApi(endpoints.getUser, { params: { userId }, signal }),
  });
}

/** Uploads one review photo (POST /reviews/upload-image), reporting progress from 0 to 1. */
export const uploadReviewImage: ImageUpload = (file, options) =>
  uploadToEndpoint(endpoints.uploadReviewImage, file, options);

/**
 * Sends a review of an event. Afterwards (refused or not) what shows it is fetched again: the
 * event (its average), the caller's participation (reviewed now), every review list and average,
 * and the host's profile (its figures).
 */
export function useSubmitReview(event: { id: number; hostUserId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitReviewData) => callApi(endpoints.submitReview, { body: input }),
    // Not awaited: the screen moves on at once, and these load in the background.
    onSettled: () => {
      for (const queryKey of [
        queryKeys.event(event.id),
        queryKeys.participation(event.id),
        queryKeys.reviews,
        queryKeys.user(event.hostUserId),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
