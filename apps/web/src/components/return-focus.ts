import { useRef } from 'react';

/**
 * The focus handlers of a Radix dialog opened by something other than its Dialog.Trigger (Radix
 * returns focus only to a trigger): what had focus when it opened gets it back when it closes.
 * `onClose` may prevent that (an opener that is gone after the action) and place focus itself.
 */
export function useReturnFocus(onClose?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      onClose?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      opener.current?.focus();
    },
  };
}
