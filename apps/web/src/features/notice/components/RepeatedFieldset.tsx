import type { ReactNode } from 'react';
import { Button } from '../../../components/Button.tsx';
import styles from '../notice.module.css';

interface RepeatedFieldsetProps {
  legend: string;
  /** One entry per item: react-hook-form's field ids. */
  items: Array<{ id: string }>;
  /** The controls of item `index` (1-based `number` for their labels). */
  renderItem: (index: number, number: number) => ReactNode;
  removeLabel: (number: number) => string;
  addLabel: string;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

/** A group of the create-blog form that repeats (subtitles, FAQs, links): each item removable, one more addable. */
export function RepeatedFieldset({
  legend,
  items,
  renderItem,
  removeLabel,
  addLabel,
  onRemove,
  onAdd,
}: RepeatedFieldsetProps) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {items.map((item, index) => (
        <div key={item.id} className={styles.item}>
          {renderItem(index, index + 1)}
          <Button type="button" size="small" variant="ghost" onClick={() => onRemove(index)}>
            {removeLabel(index + 1)}
          </Button>
        </div>
      ))}
      <Button type="button" size="small" variant="secondary" onClick={onAdd}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
