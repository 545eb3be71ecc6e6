import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CountryCombobox } from './CountryCombobox.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="nationality">Nationality</label>
      <CountryCombobox id="nationality" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

async function setup(initial?: string) {
  renderWithProviders(<Harness initial={initial} />);
  const input = await screen.findByRole('combobox', { name: 'Nationality' });
  return { user: userEvent.setup(), input };
}

describe('CountryCombobox', () => {
  it('shows at most 5 matches with code and name', async () => {
    const { user, input } = await setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'a');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);

    await user.clear(input);
    await user.type(input, 'korea');
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names).toContain('KR South Korea');
    expect(names.length).toBeLessThanOrEqual(5);
  });

  it('moves with the arrow keys, selects with Enter and closes', async () => {
    const { user, input } = await setup();
    await user.type(input, 'ger');
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');

    expect(screen.getByTestId('value')).toHaveTextContent('DE');
    expect(input).toHaveValue('Germany (DE)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes with Escape without choosing', async () => {
    const { user, input } = await setup();
    await user.type(input, 'fr');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('chooses a clicked option and closes 100 ms after the field loses focus', async () => {
    const { user, input } = await setup();
    await user.type(input, 'japan');
    await user.click(screen.getByRole('option', { name: /Japan/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('JP');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.clear(input);
      await user.type(input, 'can');
      expect(input).toHaveAttribute('aria-expanded', 'true');
      act(() => input.blur());
      expect(input).toHaveAttribute('aria-expanded', 'true');
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(input).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears the choice when the text is edited', async () => {
    const { user, input } = await setup('KR');
    expect(input).toHaveValue('South Korea (KR)');
    await user.click(input);
    await user.keyboard('x');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('shows Korean names when the page is in Korean', async () => {
    await i18n.changeLanguage('ko');
    try {
      const { user, input } = await setup();
      await user.type(input, '일본');
      expect(await screen.findByRole('option', { name: 'JP 일본' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
