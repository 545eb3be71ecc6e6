import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './UserAvatar.tsx';

describe('UserAvatar', () => {
  it('shows the picture with its alt text, and the default icon in its place when it fails', () => {
    render(<UserAvatar src="/uploads/mina.webp" alt="Mina Park" />);
    const picture = screen.getByRole('img', { name: 'Mina Park' });
    expect(picture).toHaveAttribute('src', '/uploads/mina.webp');
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Mina Park' }).tagName.toLowerCase()).toBe('svg');
  });

  it('is decorative with an empty alt text, the default icon too (no unnamed image)', () => {
    const { container } = render(
      <>
        <UserAvatar src="/uploads/mina.webp" alt="" />
        <UserAvatar src={null} alt="" />
      </>,
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')).not.toHaveAttribute('role');
  });
});
