import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The field shows this problem: marked invalid, with the message beside it and tied to it. */
export function expectFieldError(field: HTMLElement, message: string): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  const errorIds = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  expect(errorIds.map((id) => document.getElementById(id)?.textContent)).toContain(message);
}

/** The page's notices (what the spec calls alerts) that ask for attention. */
export const alertNotices = () => screen.getByTestId('notices-assertive');
