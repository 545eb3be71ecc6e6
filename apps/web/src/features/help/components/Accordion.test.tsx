import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.tsx';

const items = [
  { id: 'one', title: 'First question', content: <p>First answer</p> },
  { id: 'two', title: 'Second question', content: <p>Second answer</p> },
  { id: 'three', title: 'Third question', content: <p>Third answer</p> },
];

function setup(props: Partial<Parameters<typeof Accordion>[0]> = {}) {
  render(<Accordion items={items} {...props} />);
  return { user: userEvent.setup(), header: (name: string) => screen.getByRole('button', { name }) };
}

describe('Accordion', () => {
  it('puts each question in a heading, as a collapsed button controlling its hidden answer', () => {
    const { header } = setup();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'First question',
      'Second question',
      'Third question',
    ]);
    const button = header('First question');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    expect(panel).toHaveTextContent('First answer');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens and closes an answer with a click, naming the open region after its question', async () => {
    const { user, header } = setup();
    await user.click(header('Second question'));
    expect(header('Second question')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Second question' })).toHaveTextContent('Second answer');
    await user.click(header('Second question'));
    expect(header('Second question')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Second answer')).not.toBeVisible();
  });

  it('toggles with Enter and Space, and keeps others open', async () => {
    const { user, header } = setup();
    await user.tab();
    expect(header('First question')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header('First question')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(header('Second question')).toHaveFocus();
    await user.keyboard(' ');
    expect(header('Second question')).toHaveAttribute('aria-expanded', 'true');
    expect(header('First question')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(header('Second question')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between the questions with the arrow keys, Home and End, wrapping around', async () => {
    const { user, header } = setup();
    header('First question').focus();
    await user.keyboard('{ArrowDown}');
    expect(header('Second question')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(header('First question')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Third question')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(header('First question')).toHaveFocus();
    await user.keyboard('{End}');
    expect(header('Third question')).toHaveFocus();
    // Moving opens nothing.
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('can start with answers open', () => {
    const { header } = setup({ defaultOpen: ['three'], headingLevel: 2 });
    expect(header('Third question')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
