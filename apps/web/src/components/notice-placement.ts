/** A box on screen, in viewport pixels. */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The window's edge the notices stand at. */
export type NoticeEdge = 'bottom' | 'top';

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where the notices go, given the place each edge would give them: at the bottom of the window,
 * unless they would lie over the form the reader is using; then at the top (which starts below
 * the header, so the header's controls are never under them). When the form fills the window,
 * the place that leaves the control the reader is on uncovered.
 */
export function pickNoticeEdge(places: Record<NoticeEdge, Box>, form: Box | null, control: Box | null): NoticeEdge {
  const edges: NoticeEdge[] = ['bottom', 'top'];
  const clear = (edge: NoticeEdge, box: Box | null) => !box || !overlaps(places[edge], box);
  return (
    edges.find((edge) => clear(edge, form) && clear(edge, control)) ??
    edges.find((edge) => clear(edge, control)) ??
    'bottom'
  );
}
