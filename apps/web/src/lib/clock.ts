import { createContext, useContext } from 'react';

/** The current time. */
export type Clock = () => Date;

const ClockContext = createContext<Clock>(() => new Date());

/** Gives the screens below it another clock (tests give a fixed one). */
export const ClockProvider = ClockContext.Provider;

/** The clock of rules that involve the time: past time slots, "in the future", "today". */
export function useClock(): Clock {
  return useContext(ClockContext);
}
