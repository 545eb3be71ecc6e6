export { CalendarFeedPanel } from './CalendarFeedPanel.tsx';
export { EventShare } from './EventShare.tsx';
