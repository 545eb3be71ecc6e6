import styles from './UnreadBubble.module.css';

/** A count of unread messages ("99+" past 99); `label` says it in words for screen readers. Nothing at 0. */
export function UnreadBubble({ count, label, className }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null;
  return (
    <>
      {/* A space before it, so its words are read apart from what precedes them ("Chatting 3 unread messages"). */}{' '}
      <span className={[styles.bubble, className].filter(Boolean).join(' ')}>
        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        <span className="visually-hidden">{label}</span>
      </span>
    </>
  );
}
