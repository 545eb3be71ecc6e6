import { useState, type KeyboardEvent } from 'react';

/**
 * The open state, active option and keys of a WAI-ARIA combobox with a list of suggestions:
 * arrows move through the options (wrapping), Enter chooses the active one (or the first) without
 * sending the form, Escape closes the list. The component draws the input and the options.
 */
export function useCombobox<T>(options: readonly T[], onChoose: (option: T) => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: T) => {
    close();
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const count = options.length;
        setActive(activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count);
        return;
      }
      case 'Enter': {
        if (!expanded) return;
        event.preventDefault();
        const option = options[activeIndex >= 0 ? activeIndex : 0];
        if (option !== undefined) choose(option);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
    }
  };

  return {
    /** Open: asked for by typing, focus or arrows; expanded: open with options to show. */
    isOpen: open,
    expanded,
    /** The index of the highlighted option, or -1. */
    active: activeIndex,
    setActive,
    /** After typing: the list opens with nothing highlighted. */
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    show: () => setOpen(true),
    close,
    choose,
    onKeyDown,
  };
}
