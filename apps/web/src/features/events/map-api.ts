import { endpoints } from '@moim/contract/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { eventListQuery, type EventListRequest } from './list-api.ts';

// Only the map view (loaded when chosen) asks for its points.
/**
 * GET /events/map: the events of a list inside the map's area (`bounds`), as points, whoever asks.
 * Asked only once the list has an area.
 */
export function useEventMap(request: EventListRequest) {
  // Every event of the area, not a page of it.
  const { limit: _limit, offset: _offset, bounds, ...query } = eventListQuery(request);
  return useQuery({
    queryKey: [...queryKeys.eventLists, 'map', { ...query, bounds }] as const,
    queryFn: ({ signal }) => callApi(endpoints.eventMap, { query: { ...query, bounds: bounds! }, signal }),
    enabled: Boolean(bounds),
    placeholderData: keepPreviousData,
  });
}
