import { useId, type ReactNode } from 'react';
import styles from '../../events.module.css';

/** One titled part of the post-event form. */
export function PostEventSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
