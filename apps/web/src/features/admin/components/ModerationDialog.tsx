import type { ModerationAction, ReportedThing } from '@moim/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/Field.tsx';
import { notify } from '../../../lib/notices.ts';
import { useModerate } from '../api.ts';
import styles from '../admin.module.css';
import { ReasonDialog } from './ReasonDialog.tsx';

/** The lengths of a suspension offered, in days; `forever` is one for good (`days: null`). */
const LENGTHS = ['1', '7', '30', 'forever'] as const;
type Length = (typeof LENGTHS)[number];

/** A reported thing and what the moderator chose to do about it. */
export interface ChosenAction {
  thing: ReportedThing;
  action: ModerationAction;
}

/** The suspension's length, as radio buttons. */
function LengthChoice({ value, onChange }: { value: Length; onChange: (length: Length) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <Field id={`${id}-length`} label={t('reports.length')} as="group">
      {() => (
        <div className={styles.lengths}>
          {LENGTHS.map((length) => (
            <label key={length}>
              <input
                type="radio"
                name={`${id}-length`}
                value={length}
                checked={value === length}
                onChange={() => onChange(length)}
              />
              {t(`reports.lengths.${length}`)}
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}

/**
 * Asks for the reason of an action on a reported thing (and a suspension's length) and sends it
 * (POST /admin/moderate); the thing then leaves the queue, and the notice says what was done.
 */
export function ModerationDialog({
  chosen,
  onDone,
  onClose,
  onCloseAutoFocus,
}: {
  chosen: ChosenAction | null;
  /** The action was taken (the dialog then closes). */
  onDone: () => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation('admin');
  const moderate = useModerate();
  const [length, setLength] = useState<Length>('7');
  const action = chosen?.action ?? 'dismiss';
  const thing = chosen?.thing;
  const name = thing?.reportedUser?.username ?? t('deletedAccount');

  const send = async (reason: string) => {
    if (!thing) return;
    await moderate.mutateAsync({
      action,
      targetType: thing.targetType,
      targetId: thing.targetId,
      reason,
      ...(action === 'suspend' && { days: length === 'forever' ? null : Number(length) }),
    });
    notify(t(`reports.done.${action}`), 'success');
    onDone();
  };

  return (
    <ReasonDialog
      open={chosen !== null}
      title={
        action === 'hide' ? t(`reports.dialog.hide.${thing?.targetType}`) : t(`reports.dialog.${action}`, { name })
      }
      subject={<p className={styles.snapshot}>{thing?.snapshot}</p>}
      reasonHint={t(`reports.reasonHint.${action}`)}
      submitLabel={t(`reports.confirm.${action}`)}
      onSend={send}
      onClose={() => {
        setLength('7');
        onClose();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {action === 'suspend' && <LengthChoice value={length} onChange={setLength} />}
    </ReasonDialog>
  );
}
