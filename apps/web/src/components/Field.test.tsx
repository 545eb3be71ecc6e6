import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../test/fields.ts';
import { Field } from './Field.tsx';

function NameField({ error }: { error?: string }) {
  return (
    <Field id="name" label="Event name" hint="Shown on the card" error={error}>
      {({ describedBy, invalid }) => (
        <input id="name" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
      )}
    </Field>
  );
}

describe('Field', () => {
  it('ties its error to the control, marks it invalid, and says it in a live region that was already there', () => {
    const { rerender } = render(<NameField />);
    const box = screen.getByRole('textbox', { name: 'Event name' });
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAccessibleDescription('Shown on the card');
    // The region exists before the error does: a region added with its text is not announced.
    const region = box.parentElement!.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();

    rerender(<NameField error="Please enter an event name." />);
    expectFieldError(box, 'Please enter an event name.');
    expect(region).toHaveTextContent('Please enter an event name.');
    expect(box).toHaveAccessibleDescription('Please enter an event name. Shown on the card');

    rerender(<NameField />);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(region).toBeEmptyDOMElement();
  });

  it('describes a group (radios) by its error too', () => {
    render(
      <Field id="type" label="Type" as="group" error="Please choose an event type.">
        {() => <input type="radio" name="type" aria-label="First come" />}
      </Field>,
    );
    expect(screen.getByRole('group', { name: 'Type' })).toHaveAccessibleDescription('Please choose an event type.');
  });
});
