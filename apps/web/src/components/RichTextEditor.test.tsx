import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

// jsdom has no layout: ProseMirror measures the selection to scroll it into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;
(Text.prototype as unknown as { getClientRects: () => DOMRectList }).getClientRects ??= noRects;

function setup(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const onChange = vi.fn();
  renderWithProviders(
    <>
      <span id="label">Description</span>
      <p id="hint">What will you do?</p>
      <RichTextEditor value="" onChange={onChange} labelledBy="label" describedBy="hint" {...props} />
    </>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box with a formatting toolbar', async () => {
    setup({ invalid: true });
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAccessibleDescription('What will you do?');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    expect(toolbar).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports the HTML as the text changes', async () => {
    const { onChange, user } = setup();
    const box = await screen.findByRole('textbox', { name: 'Description' });
    await user.click(box);
    await user.keyboard('Hello');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Hello</p>'));
  });

  it('moves through the toolbar with the arrow keys as one tab stop', async () => {
    const { user } = setup();
    const box = await screen.findByRole('textbox', { name: 'Description' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    // Nothing to undo or redo yet: the arrows wrap past the disabled buttons.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.tab();
    expect(box).toHaveFocus();

    await user.keyboard('Hi');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
  });

  it('shows a character counter when limited', async () => {
    setup({ maxCharacters: 300, value: '<p>Hi there</p>' });
    expect(await screen.findByText('8/300')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'What will you do? 8 of 300 characters',
    );
  });
});
