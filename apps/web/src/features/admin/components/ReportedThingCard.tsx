import type { ModerationAction, ReportedThing } from '@moim/contract';
import { formatMomentDateTime } from '@moim/contract/format-moments';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import styles from '../admin.module.css';
import { PersonLink } from './PersonLink.tsx';

/** The actions a thing offers: hiding is for what can be hidden; warning and suspending need a person. */
function actionsFor(thing: ReportedThing): ModerationAction[] {
  return [
    'dismiss',
    ...(thing.targetType === 'user' ? [] : (['hide'] as const)),
    ...(thing.reportedUser ? (['warn', 'suspend'] as const) : []),
  ];
}

/**
 * One reported thing of the queue: what it is and whose, what it said when first reported (plain
 * text), a link to it, whether it is hidden already, each report with its reporter, reason and
 * time, and the actions.
 */
export function ReportedThingCard({
  thing,
  onChoose,
}: {
  thing: ReportedThing;
  onChoose: (action: ModerationAction) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const time = (moment: string) => formatMomentDateTime(moment, i18n.language);
  const name = thing.reportedUser?.username ?? t('deletedAccount');
  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.cardTitle} tabIndex={-1}>
        {t(`reports.itemTitle.${thing.targetType}`, { name })}
      </h3>
      <p className={styles.facts}>
        <span className={styles.badge}>{t(`kinds.${thing.targetType}`)}</span>
        <PersonLink person={thing.reportedUser} />
        <span>{t('reports.count', { count: thing.count, time: time(thing.firstReportedAt) })}</span>
        {thing.hidden && <span className={styles.badge}>{t('reports.hidden')}</span>}
        {thing.link !== null && <Link to={thing.link}>{t('reports.open')}</Link>}
      </p>
      <p className={styles.snapshot}>
        <span className="visually-hidden">{t('reports.snapshot')}: </span>
        {thing.snapshot}
      </p>
      <h4 className={styles.subTitle}>{t('reports.list')}</h4>
      <ul className={styles.reports}>
        {thing.reports.map((report) => (
          <li key={report.id}>
            <p className={styles.facts}>
              <PersonLink person={report.reporter} />
              <time dateTime={report.createdAt}>{t('reports.reportedAt', { time: time(report.createdAt) })}</time>
            </p>
            <p>{report.reason}</p>
          </li>
        ))}
      </ul>
      <div className={styles.actions} role="group" aria-labelledby={`${id}-title`}>
        {actionsFor(thing).map((action) => (
          <Button
            key={action}
            variant={action === 'suspend' ? 'danger' : 'secondary'}
            size="small"
            onClick={() => onChoose(action)}
          >
            {t(`reports.${action}`)}
          </Button>
        ))}
      </div>
    </article>
  );
}
