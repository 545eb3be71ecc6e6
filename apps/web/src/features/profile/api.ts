import type { FollowState, UserProfile } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { USER_PAGE_SIZE } from '@moim/contract/event-values';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiPage } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { uploadToEndpoint } from '../../lib/upload.ts';

/** 6 events per page on the user page's lists (spec). */
export const PROFILE_PAGE_SIZE = USER_PAGE_SIZE;

/** A public profile with the user page's figures (GET /user/getUser/:userId). */
export function usePublicUser(userId: string) {
  return useQuery({
    queryKey: queryKeys.user(userId),
    queryFn: ({ signal }) => callApi(endpoints.getUser, { params: { userId }, signal }),
  });
}

/** The hosts the signed-in user follows (GET /user/following). */
export function useFollowing(enabled = true) {
  return useQuery({
    queryKey: ['following'] as const,
    queryFn: ({ signal }) => callApi(endpoints.following, { signal }),
    enabled,
  });
}

/** Follows or unfollows a host; the profile's count and state, and the list of whom one follows, follow the answer. */
export function useFollow(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => callApi(follow ? endpoints.follow : endpoints.unfollow, { params: { userId } }),
    onSuccess: ({ following, followersCount }: FollowState) => {
      queryClient.setQueryData<UserProfile>(queryKeys.user(userId), (user) =>
        user ? { ...user, isFollowing: following, followersCount } : user,
      );
      // Pending until the list has it too: the event page's button reads its state from the list.
      return queryClient.invalidateQueries({ queryKey: ['following'] });
    },
  });
}

/** Replaces the signed-in user's profile picture; refreshes the profile and the header avatar. */
export function useUploadProfileImage(userId: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadToEndpoint(endpoints.uploadProfileImage, file, { params: { userId }, onProgress }),
    onSuccess: ({ imageUrl }) => {
      queryClient.setQueryData<UserProfile>(queryKeys.user(userId), (user) =>
        user ? { ...user, profileImage: imageUrl } : user,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user(userId) });
    },
  });
}

/** The user page's three lists: events the user hosts, has joined, and (own page only) likes. */
export type ProfileList = 'hosted' | 'joined' | 'liked';

/** One page of a user page's list, from its endpoint. */
const LIST_PAGES = {
  hosted: (userId: string, query: PageQuery) =>
    callApiPage(endpoints.eventsByHost, { params: { hostId: userId }, ...query }),
  joined: (userId: string, query: PageQuery) => callApiPage(endpoints.joinedEvents, { params: { userId }, ...query }),
  liked: (userId: string, query: PageQuery) => callApiPage(endpoints.likedEvents, { params: { userId }, ...query }),
} satisfies Record<ProfileList, unknown>;

interface PageQuery {
  query: { limit: number; offset: number };
  offset: number;
  signal: AbortSignal;
}

/**
 * One page (1-based) of a user page's list, with the total. The key starts with
 * `queryKeys.eventLists`, so a like or a cancellation elsewhere updates it too; it names the
 * viewer, since `likedByMe` and `reviewedByMe` depend on who asks.
 */
export function useProfileEvents(list: ProfileList, userId: string, page: number, enabled = true) {
  const viewer = useSession()?.userId.toLowerCase() ?? null;
  const offset = (page - 1) * PROFILE_PAGE_SIZE;
  return useQuery({
    queryKey: [...queryKeys.eventLists, 'profile', list, userId.toLowerCase(), viewer, page] as const,
    queryFn: ({ signal }) => LIST_PAGES[list](userId, { query: { limit: PROFILE_PAGE_SIZE, offset }, offset, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
