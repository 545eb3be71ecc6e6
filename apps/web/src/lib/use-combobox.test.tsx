import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox } from './use-combobox.ts';

function press(key: string) {
  const event = { key, preventDefault: vi.fn() };
  return {
    event: event as unknown as KeyboardEvent<HTMLInputElement>,
    prevented: () => event.preventDefault.mock.calls.length > 0,
  };
}

function setup(options = ['Mapo-gu', 'Mapo-dong', 'Mangwon-dong']) {
  const choose = vi.fn();
  const hook = renderHook(({ items }) => useCombobox(items, choose), { initialProps: { items: options } });
  const key = (name: string) => {
    const pressed = press(name);
    act(() => hook.result.current.onKeyDown(pressed.event));
    return pressed;
  };
  return { hook, choose, key };
}

describe('useCombobox', () => {
  it('opens on typing with nothing highlighted, and the arrows move round the options', () => {
    const { hook, key } = setup();
    act(() => hook.result.current.typed());
    expect(hook.result.current.expanded).toBe(true);
    expect(hook.result.current.active).toBe(-1);
    key('ArrowDown');
    expect(hook.result.current.active).toBe(0);
    key('ArrowUp');
    expect(hook.result.current.active).toBe(2);
    key('ArrowDown');
    expect(hook.result.current.active).toBe(0);
  });

  it('ArrowUp on a closed list opens it at the last option', () => {
    const { hook, key } = setup();
    expect(hook.result.current.expanded).toBe(false);
    key('ArrowUp');
    expect(hook.result.current.expanded).toBe(true);
    expect(hook.result.current.active).toBe(2);
  });

  it('Enter chooses the highlighted option, or the first, closes the list and never sends the form', () => {
    const { hook, choose, key } = setup();
    act(() => hook.result.current.typed());
    expect(key('Enter').prevented()).toBe(true);
    expect(choose).toHaveBeenLastCalledWith('Mapo-gu');
    expect(hook.result.current.expanded).toBe(false);
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(choose).toHaveBeenLastCalledWith('Mapo-dong');
  });

  it('Enter on a closed list is left to the form; Escape closes an open one', () => {
    const { hook, choose, key } = setup();
    expect(key('Enter').prevented()).toBe(false);
    expect(choose).not.toHaveBeenCalled();
    act(() => hook.result.current.typed());
    expect(key('Escape').prevented()).toBe(true);
    expect(hook.result.current.expanded).toBe(false);
    expect(key('Escape').prevented()).toBe(false);
  });

  it('is not expanded without options, and forgets a highlight past the end of new options', () => {
    const { hook, key } = setup();
    act(() => hook.result.current.typed());
    key('ArrowUp');
    expect(hook.result.current.active).toBe(2);
    hook.rerender({ items: ['Mapo-gu'] });
    expect(hook.result.current.active).toBe(-1);
    hook.rerender({ items: [] });
    expect(hook.result.current.expanded).toBe(false);
  });
});
