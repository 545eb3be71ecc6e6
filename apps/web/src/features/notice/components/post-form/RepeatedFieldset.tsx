import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldArray } from 'react-hook-form';
import { Button } from '../../../../components/Button.tsx';
import styles from '../../notice.module.css';
import type { PostFormValues } from '../../post-draft.ts';

/** The create-blog form's lists: its sections, FAQs and links. */
type ListName = 'sections' | 'faqs' | 'links';

interface RepeatedFieldsetProps<N extends ListName> {
  /** The form's list this group edits. */
  name: N;
  /** What Add puts at the end of the list. */
  newItem: FieldArray<PostFormValues, N>;
  legend: string;
  /** The controls of item `index` (1-based `number` for their labels). */
  renderItem: (index: number, number: number) => ReactNode;
  removeLabel: (number: number) => string;
  addLabel: string;
}

/** A group of the create-blog form that repeats (subtitles, FAQs, links): each item removable, one more addable. */
export function RepeatedFieldset<N extends ListName>({
  name,
  newItem,
  legend,
  renderItem,
  removeLabel,
  addLabel,
}: RepeatedFieldsetProps<N>) {
  const { control } = useFormContext<PostFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {fields.map((item, index) => (
        <div key={item.id} className={styles.item}>
          {renderItem(index, index + 1)}
          <Button type="button" size="small" variant="ghost" onClick={() => remove(index)}>
            {removeLabel(index + 1)}
          </Button>
        </div>
      ))}
      <Button type="button" size="small" variant="secondary" onClick={() => append(newItem)}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
