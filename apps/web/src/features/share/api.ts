import { endpoints } from '@moim/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api.ts';

const calendarFeedKey = ['calendar-feed'] as const;

/** The signed-in user's calendar feed address (GET /calendar/feed; made on first ask). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => callApi(endpoints.calendarFeed, { signal }),
  });
}

/** Gives the feed a new address (POST /calendar/feed/reset); the old one stops working. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.resetCalendarFeed),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
