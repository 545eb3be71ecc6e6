import { sameUserId } from '@moim/contract/user-ids';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../lib/session.ts';
import { Button } from './Button.tsx';
import type { ReportTarget } from './ReportDialog.tsx';

// The report form (and its form library) loads when someone first asks to report, not with the page.
const ReportDialog = lazy(() => import('./ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

export interface ReportButtonProps {
  target: ReportTarget;
  /** Whose it is (a login ID): nobody reports their own. */
  owner: string;
  /** The button's text ("Report"). */
  label: string;
  /** Its name for screen readers when the text alone says too little ("Report Mina's review"). */
  accessibleName?: string;
}

/**
 * Report, asking why first (the report dialog): beside an event, a review and on a person's
 * profile. Nothing for a visitor or for one's own.
 */
export function ReportButton({ target, owner, label, accessibleName }: ReportButtonProps) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!session || sameUserId(session.userId, owner)) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        aria-label={accessibleName}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ReportDialog target={open ? target : null} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
