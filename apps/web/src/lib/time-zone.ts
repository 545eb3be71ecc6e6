import { createContext, useContext } from 'react';

/** The browser's own time zone (an IANA name such as "Europe/Paris"); Korea's if it has none. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'Asia/Seoul';
}

const TimeZoneContext = createContext<string>(browserTimeZone());

/** Gives the screens below it another reader's time zone (tests give a fixed one). */
export const ReaderTimeZoneProvider = TimeZoneContext.Provider;

/**
 * The reader's own time zone. Every Moim time is Korea time; a screen uses this only to add the
 * same moment on the reader's clock when they are elsewhere (an event's start, for a visitor
 * planning their arrival).
 */
export function useReaderTimeZone(): string {
  return useContext(TimeZoneContext);
}
