import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './UserAvatar.tsx';

describe('UserAvatar', () => {
  it('names the default picture by its alt text, and hides a wordless one from assistive technology', () => {
    render(
      <>
        <UserAvatar alt="Bob Lee" />
        <UserAvatar alt="" />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Bob Lee' })).toBeInTheDocument();
    expect(document.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
  });
});
