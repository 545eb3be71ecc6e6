import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { StarRating } from './StarRating.tsx';

function Input({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <StarRating value={value} onChange={setValue} label="Your rating" />;
}

describe('StarRating', () => {
  it('reads a rating with one decimal', async () => {
    renderWithProviders(<StarRating value={4.25} />);
    expect(await screen.findByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
  });

  it('says when there is no rating', async () => {
    renderWithProviders(<StarRating value={null} />);
    expect(await screen.findByRole('img', { name: 'Not rated' })).toBeInTheDocument();
  });

  it('is a slider in half-star steps as an input', async () => {
    renderWithProviders(<Input initial={3} />);
    const user = userEvent.setup();
    const slider = await screen.findByRole('slider', { name: 'Your rating' });
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '3.5');
    expect(slider).toHaveAttribute('aria-valuetext', '3.5 out of 5 stars');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
  });
});
