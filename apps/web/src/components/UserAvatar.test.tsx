import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './UserAvatar.tsx';

describe('UserAvatar', () => {
  it('names the default icon with its alt text', () => {
    render(<UserAvatar alt="Hana Kim" />);
    expect(screen.getByRole('img', { name: 'Hana Kim' })).toBeInTheDocument();
  });

  it('hides a decorative default icon (empty alt) instead of showing an unnamed image', () => {
    const { container } = render(<UserAvatar alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the picture with its alt text', () => {
    render(<UserAvatar src="/uploads/hana.webp" alt="Hana Kim" />);
    expect(screen.getByRole('img', { name: 'Hana Kim' })).toHaveAttribute('src', '/uploads/hana.webp');
  });
});
