import type { AdminList as Admins } from '@moim/contract';
import { formatMomentDateTime } from '@moim/contract/format-moments';
import { sameUserId } from '@moim/contract/user-ids';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { notify } from '../../../lib/notices.ts';
import { useSession } from '../../../lib/session.ts';
import { useAdmins, useRevokeAdmin } from '../api.ts';
import styles from '../admin.module.css';
import { GrantAdminForm } from './GrantAdminForm.tsx';
import { ListState } from './ListState.tsx';
import { PersonLink } from './PersonLink.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

type Admin = Admins['admins'][number];

/**
 * Who may use the console, the earliest first: each with when and by whom they were granted, and
 * Revoke (with a reason; the server keeps the last admin); then the form to grant the rights.
 */
export function AdminList() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const session = useSession();
  const admins = useAdmins();
  const revoke = useRevokeAdmin();
  const [revoking, setRevoking] = useState<Admin | null>(null);
  /** A row just revoked is gone: focus goes to the section's heading. */
  const revoked = useRef(false);
  const list = admins.data?.admins ?? [];
  const name = revoking?.username ?? '';

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle} tabIndex={-1}>
        {t('admins.title')}
      </h2>
      <p className={styles.muted}>{t('admins.intro')}</p>
      <ListState query={admins} loadFailed={t('admins.loadFailed')} empty="" isEmpty={false}>
        <ul className={styles.list}>
          {list.map((admin) => (
            <li key={admin.userId} className={styles.card}>
              <p className={styles.facts}>
                <PersonLink person={admin} />
                {session && sameUserId(session.userId, admin.userId) && (
                  <span className={styles.badge}>{t('admins.you')}</span>
                )}
              </p>
              <p className={styles.muted}>
                {t('admins.granted', {
                  time: formatMomentDateTime(admin.grantedAt, i18n.language),
                  by: admin.grantedBy === 'command' ? t('admins.byCommand') : `@${admin.grantedBy}`,
                })}
              </p>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('admins.revokeName', { name: admin.username })}
                  onClick={() => setRevoking(admin)}
                >
                  {t('admins.revoke')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <GrantAdminForm />
      <ReasonDialog
        open={revoking !== null}
        title={t('admins.revokeTitle', { name })}
        subject={<p>{t('admins.revokeEffect', { name, userId: revoking?.userId })}</p>}
        reasonHint={t('admins.reasonHint')}
        submitLabel={t('admins.revokeConfirm')}
        onSend={async (reason) => {
          if (!revoking) return;
          await revoke.mutateAsync({ userId: revoking.userId, reason });
          revoked.current = true;
          notify(t('admins.revoked', { name }), 'success');
        }}
        onClose={() => setRevoking(null)}
        onCloseAutoFocus={(event) => {
          if (!revoked.current) return;
          revoked.current = false;
          event.preventDefault();
          document.getElementById(`${id}-title`)?.focus();
        }}
      />
    </section>
  );
}
