export { useIsLiked, useToggleLike, type ToggleLikeInput } from './api.ts';
export { EventGrid, EventGridSkeleton, toCardEvent } from './components/EventGrid.tsx';
export { HotEvents } from './components/HotEvents.tsx';
export { Pagination } from './components/Pagination.tsx';
export {
  eventListKey,
  fetchEventList,
  useEventList,
  useHotEvents,
  type EventListPage,
  type EventListRequest,
} from './list-api.ts';
