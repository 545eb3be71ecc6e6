import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './UserAvatar.tsx';

describe('UserAvatar', () => {
  it('shows the picture with its text, and the default icon when there is none or it breaks', () => {
    const { rerender } = render(<UserAvatar src="/uploads/me.webp" alt="Bob's picture" />);
    fireEvent.error(screen.getByRole('img', { name: "Bob's picture" }));
    const icon = screen.getByRole('img', { name: "Bob's picture" });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    rerender(<UserAvatar src={null} alt="Bob's picture" />);
    expect(screen.getByRole('img', { name: "Bob's picture" }).tagName.toLowerCase()).toBe('svg');
  });

  it('is hidden from assistive technology when decorative (empty alt), picture or icon', () => {
    const { container, rerender } = render(<UserAvatar src={null} alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')).not.toHaveAttribute('role');
    rerender(<UserAvatar src="/uploads/me.webp" alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
