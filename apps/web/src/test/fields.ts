import { expect } from 'vitest';

/**
 * The field shows this problem: marked invalid, with the message beside it, tied to it, and in a
 * live region (a screen reader hears it when it appears).
 */
export function expectFieldError(field: HTMLElement, message: string): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  const errorIds = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const errors = errorIds.map((id) => document.getElementById(id));
  expect(errors.map((error) => error?.textContent)).toContain(message);
  const shown = errors.find((error) => error?.textContent === message);
  expect(shown?.closest('[aria-live="polite"], [aria-live="assertive"], [role="alert"]')).not.toBeNull();
}
