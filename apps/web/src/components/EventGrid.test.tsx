import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent } from '../test/fixtures.ts';
import { renderWithProviders } from '../test/render.tsx';
import { EventGrid } from './EventGrid.tsx';

describe('EventGrid', () => {
  it("loads the first card's picture at once and first, the others as they come near the screen", async () => {
    renderWithProviders(<EventGrid items={[anEvent(1), anEvent(2), anEvent(3)]} />);
    const pictures = await screen.findAllByRole('img', { name: /./ });
    expect(pictures).toHaveLength(3);
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    for (const picture of pictures.slice(1)) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });
});
