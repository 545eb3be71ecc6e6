export { useIsLiked, useToggleLike, type ToggleLikeInput } from './api.ts';
