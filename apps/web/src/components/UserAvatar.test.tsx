import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './UserAvatar.tsx';

describe('UserAvatar', () => {
  it('names the default icon with its alt text', () => {
    render(<UserAvatar alt="Minji's picture" />);
    expect(screen.getByRole('img', { name: "Minji's picture" })).toBeInTheDocument();
  });

  it('hides the default icon from screen readers when its alt text is empty, as an <img alt=""> is', () => {
    const { container } = render(<UserAvatar alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
