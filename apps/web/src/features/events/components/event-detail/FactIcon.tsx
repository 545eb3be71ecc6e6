import { LineIcon } from '../../../../components/LineIcon.tsx';
import styles from './event-detail.module.css';

/** The picture in front of one of the event's facts. */
export function FactIcon({ name }: { name: 'calendar' | 'won' | 'people' | 'language' }) {
  const paths = {
    calendar: (
      <>
        <rect x="3.5" y="5" width="17" height="15" rx="2" />
        <path d="M3.5 10h17M8 3v4M16 3v4" />
      </>
    ),
    won: <path d="M4 7l3.5 11L12 8l4.5 10L20 7M3 11h18M3 14h18" />,
    people: (
      <>
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.8c1.6.8 2.6 2.5 3 5.2" />
      </>
    ),
    language: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </>
    ),
  };
  return (
    <LineIcon size={20} className={styles.factIcon}>
      {paths[name]}
    </LineIcon>
  );
}
