import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render.tsx';
import { StarRating } from './StarRating.tsx';

function Input({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <StarRating value={value} onChange={setValue} label="Your rating" />;
}

describe('StarRating', () => {
  it('reads a rating with one decimal', async () => {
    renderWithProviders(<StarRating value={4.25} />);
    expect(await screen.findByRole('img', { name: '4.3 of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
  });

  it('reads "4.5 of 5" in the reader\'s language, as a display and as the slider\'s value', async () => {
    await i18n.changeLanguage('ko');
    try {
      renderWithProviders(
        <>
          <StarRating value={4.5} />
          <Input initial={4.5} />
        </>,
      );
      expect(await screen.findByRole('img', { name: '5점 중 4.5점' })).toBeInTheDocument();
      expect(screen.getByRole('slider', { name: 'Your rating' })).toHaveAttribute('aria-valuetext', '5점 중 4.5점');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when there is no rating', async () => {
    renderWithProviders(<StarRating value={null} />);
    expect(await screen.findByRole('img', { name: 'Not rated' })).toBeInTheDocument();
  });

  it('is a slider in half-star steps as an input: arrows by a half, Page keys by one, Home and End', async () => {
    renderWithProviders(<Input initial={3} />);
    const user = userEvent.setup();
    const slider = await screen.findByRole('slider', { name: 'Your rating' });
    expect(slider).toHaveAttribute('tabindex', '0');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '5');
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '3.5');
    expect(slider).toHaveAttribute('aria-valuetext', '3.5 of 5');
    await user.keyboard('{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '4');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '2.5');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '3.5');
    await user.keyboard('{PageDown}{PageDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '1.5');
    await user.keyboard('{End}{ArrowRight}{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    expect(slider).toHaveAttribute('aria-valuetext', '5.0 of 5');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
    expect(slider).toHaveAttribute('aria-valuetext', '0.5 of 5');
  });

  it('once a rating is chosen, it does not go below half a star', async () => {
    renderWithProviders(<Input initial={1} />);
    const user = userEvent.setup();
    const slider = await screen.findByRole('slider', { name: 'Your rating' });
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
    await user.keyboard('{ArrowLeft}{ArrowDown}{PageDown}{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
  });

  it('starts unrated: down keys keep it unrated, up keys and Home choose half a star', async () => {
    renderWithProviders(<Input />);
    const user = userEvent.setup();
    const slider = await screen.findByRole('slider', { name: 'Your rating' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', 'Not rated');
    slider.focus();
    await user.keyboard('{ArrowLeft}{ArrowDown}{PageDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
  });

  it('takes a click on the left half of a star as a half star, on the right half as the whole star', async () => {
    renderWithProviders(<Input />);
    const slider = await screen.findByRole('slider', { name: 'Your rating' });
    const row = slider.firstElementChild as HTMLElement;
    row.getBoundingClientRect = () => new DOMRect(0, 0, 100, 20);
    // Each star is 20 px wide: 65 px is on the left half of the fourth star.
    fireEvent.pointerDown(slider, { clientX: 65 });
    expect(slider).toHaveAttribute('aria-valuenow', '3.5');
    fireEvent.pointerDown(slider, { clientX: 79 });
    expect(slider).toHaveAttribute('aria-valuenow', '4');
    fireEvent.pointerDown(slider, { clientX: 0 });
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
  });

  it('can be focused by a form through its ref', async () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithProviders(<StarRating value={0} onChange={() => {}} ref={ref} />);
    const slider = await screen.findByRole('slider', { name: 'Rating' });
    ref.current?.focus();
    expect(slider).toHaveFocus();
  });
});
