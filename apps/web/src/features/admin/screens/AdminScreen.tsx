import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useScreenTitle } from '../../../lib/page-title.ts';
import styles from '../admin.module.css';
import { AdminList } from '../components/AdminList.tsx';
import { AuditLog } from '../components/AuditLog.tsx';
import { ReportQueue } from '../components/ReportQueue.tsx';

/** The console's sections, the first by default; the address names another (`?section=audit`). */
const SECTIONS = ['reports', 'audit', 'admins'] as const;
type Section = (typeof SECTIONS)[number];

const isSection = (value: string | null): value is Section => SECTIONS.includes(value as Section);

/**
 * The admin console (/admin, admins only; decision 76): the open reports and the actions on them,
 * the audit log with Undo, and who the admins are. One section shows at a time, as tabs (the arrow
 * keys move between them); each loads when first shown.
 */
export function AdminScreen() {
  const { t } = useTranslation('admin');
  useScreenTitle(t('title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('section');
  const section: Section = isSection(asked) ? asked : 'reports';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <Tabs.Root
        value={section}
        onValueChange={(value) => setSearchParams(value === 'reports' ? {} : { section: value }, { replace: true })}
      >
        <Tabs.List className={styles.tabs} aria-label={t('sections')}>
          {SECTIONS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={styles.tab}>
              {t(`${value}.tab`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="reports" className={styles.panel}>
          <ReportQueue />
        </Tabs.Content>
        <Tabs.Content value="audit" className={styles.panel}>
          <AuditLog />
        </Tabs.Content>
        <Tabs.Content value="admins" className={styles.panel}>
          <AdminList />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
