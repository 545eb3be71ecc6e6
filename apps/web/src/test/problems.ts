import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { expectFieldError } from './fields.ts';

/** A mistake is shown beside its field (its description) and not repeated as a notice. */
export async function expectProblemBeside(field: () => HTMLElement, message: string): Promise<void> {
  await waitFor(() => expectFieldError(field(), message));
  for (const region of [screen.getByTestId('notices'), screen.getByTestId('notices-assertive')]) {
    expect(region).not.toHaveTextContent(message);
  }
}
