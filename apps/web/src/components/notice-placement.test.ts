import { describe, expect, it } from 'vitest';
import { pickNoticeEdge, type Box } from './notice-placement.ts';

// A phone's window, 390 × 844, with the header's bottom at 64 px: the notices take 80 px at either edge.
const places = {
  bottom: { left: 16, right: 374, top: 748, bottom: 828 },
  top: { left: 16, right: 374, top: 72, bottom: 152 },
};
const box = (top: number, bottom: number, left = 0, right = 390): Box => ({ left, right, top, bottom });

describe('pickNoticeEdge', () => {
  it('puts notices at the bottom when the reader is in no form, or in one above it', () => {
    expect(pickNoticeEdge(places, null, null)).toBe('bottom');
    expect(pickNoticeEdge(places, box(100, 400), box(350, 390))).toBe('bottom');
  });

  it('moves them to the top, below the header, when the bottom would cover the form', () => {
    expect(pickNoticeEdge(places, box(600, 820), box(760, 800))).toBe('top');
  });

  it('keeps the control the reader is on uncovered when the form fills the window', () => {
    expect(pickNoticeEdge(places, box(0, 844), box(780, 820))).toBe('top');
    expect(pickNoticeEdge(places, box(0, 844), box(90, 130))).toBe('bottom');
  });

  it('only counts what really lies under them, sideways too', () => {
    expect(pickNoticeEdge(places, box(600, 820, 380, 390), null)).toBe('bottom');
  });
});
