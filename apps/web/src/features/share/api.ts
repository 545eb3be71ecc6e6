import type { CalendarFeed } from '@moim/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';

const calendarFeedKey = ['calendar-feed'] as const;

/** The signed-in user's calendar feed address (GET /calendar/feed; made on first ask). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => apiRequest<CalendarFeed>('/calendar/feed', { signal }),
  });
}

/** Gives the feed a new address (POST /calendar/feed/reset); the old one stops working. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeed>('/calendar/feed/reset', { method: 'POST' }),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
