import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewsletterForm } from '../../features/content/components/NewsletterForm.tsx';
import { useSession } from '../../lib/session.ts';
import { socialLinks } from './social-links.ts';
import styles from './Footer.module.css';

/** `hiddenOnPhone`: the screen fills a phone's window (the chat); its links are in the menu there. */
export function Footer({ hiddenOnPhone = false }: { hiddenOnPhone?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const year = new Date().getFullYear();
  return (
    <footer className={`${styles.footer} ${hiddenOnPhone ? styles.hiddenOnPhone : ''}`}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-brand">
          <p id="footer-brand" className={styles.brand}>
            {t('brand')}
          </p>
          <p className={styles.muted}>{t('footer.about')}</p>
        </section>
        <nav className={styles.column} aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t('footer.explore')}
          </h2>
          <Link to={session ? '/postEvent' : '/logIn'}>{t('footer.createEvent')}</Link>
          <Link to="/allEvents">{t('footer.browseEvents')}</Link>
          <Link to="/notice">{t('siteLinks.livingInKorea')}</Link>
          <Link to="/ourCompany">{t('siteLinks.about')}</Link>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('siteLinks.support')}
          </h2>
          <Link to="/fnq">{t('siteLinks.help')}</Link>
          <Link to="/contactUs">{t('siteLinks.contact')}</Link>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('footer.follow')}
          </h2>
          {socialLinks.map((link) => (
            <a key={link.key} href={link.url} target="_blank" rel="noopener noreferrer">
              {t(`footer.${link.key}`)}
              <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
            </a>
          ))}
        </nav>
        <section className={styles.newsletter} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            {t('footer.newsletterTitle')}
          </h2>
          <p className={styles.muted}>{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </section>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
    </footer>
  );
}
