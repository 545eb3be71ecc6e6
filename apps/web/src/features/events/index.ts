export { useIsLiked, useToggleLike, type ToggleLikeInput } from './api.ts';
export { HotEvents } from './components/HotEvents.tsx';
export {
  eventListKey,
  fetchEventList,
  useEventList,
  useHotEvents,
  type EventListPage,
  type EventListRequest,
} from './list-api.ts';
