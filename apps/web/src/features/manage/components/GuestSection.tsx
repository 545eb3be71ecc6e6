import type { ReactNode } from 'react';
import styles from '../manage.module.css';

/** One list of the Manage screen (applications, approved, waitlist, …), or its empty text. */
export function GuestSection(props: {
  id: string;
  title: string;
  count: number;
  empty?: string;
  ordered?: boolean;
  children: ReactNode;
}) {
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <section id={props.id} className={styles.section} aria-labelledby={`${props.id}-title`}>
      {/* Focusable from code: focus lands here when the last row of the list has gone. */}
      <h2 id={`${props.id}-title`} className={styles.sectionTitle} tabIndex={-1}>
        {props.title}
      </h2>
      {props.count === 0 ? (
        <p className={styles.empty}>{props.empty}</p>
      ) : (
        <List className={styles.list}>{props.children}</List>
      )}
    </section>
  );
}
