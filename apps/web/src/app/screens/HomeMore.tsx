import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/Button.tsx';
import { LineIcon } from '../../components/LineIcon.tsx';
import { NewsletterForm } from '../../features/content/components/NewsletterForm.tsx';
import { socialLinks } from '../layout/social-links.ts';
import styles from './HomeScreen.module.css';

const STEPS = ['find', 'join', 'meet'] as const;
const VALUES = ['inclusivity', 'growth', 'innovation', 'connection', 'support', 'accessibility'] as const;
type Value = (typeof VALUES)[number];

/** Members' words in their own language; the translations are in the homeMore namespace. */
const TESTIMONIALS = [
  {
    id: 'emily',
    lang: 'en',
    name: 'Emily',
    quote: 'I moved to Busan knowing nobody. Three Moim dinners later, I had friends to call on a Sunday.',
  },
  {
    id: 'jimin',
    lang: 'ko',
    name: '김지민',
    quote: '외국인 친구를 사귀고 싶었는데, 보드게임 모임에서 자연스럽게 이야기를 나눌 수 있었어요.',
  },
  {
    id: 'trang',
    lang: 'vi',
    name: 'Nguyễn Thu Trang',
    quote: 'Nhờ Moim, mình tìm được nhóm leo núi mỗi cuối tuần và không còn thấy cô đơn ở Seoul nữa.',
  },
  {
    id: 'kenta',
    lang: 'ja',
    name: '佐藤 健太',
    quote: '韓国語の勉強会に参加して、先生ではなく友達から言葉を学べました。',
  },
  {
    id: 'fang',
    lang: 'zh',
    name: '王芳',
    quote: '我在首尔办了第一次饺子派对，来了十二个不同国家的朋友。',
  },
] as const;

const VALUE_ICONS: Record<Value, ReactNode> = {
  inclusivity: (
    <>
      <circle cx="8" cy="8" r="3" />
      <circle cx="16" cy="8" r="3" />
      <path d="M2 20c.6-3.6 3-6 6-6s5.4 2.4 6 6M14 14.3c.6-.2 1.3-.3 2-.3 3 0 5.4 2.4 6 6" />
    </>
  ),
  growth: <path d="M4 20h16M6 16l4-5 4 3 5-7M15 7h4v4" />,
  innovation: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
    </>
  ),
  connection: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  support: (
    <path d="M12 20s-7-4.3-8.6-8.8C2.3 8.1 4.2 5 7.4 5c1.9 0 3.3 1 4.6 2.8C13.3 6 14.7 5 16.6 5c3.2 0 5.1 3.1 4 6.2C19 15.7 12 20 12 20z" />
  ),
  accessibility: (
    <>
      <circle cx="12" cy="4.5" r="1.8" />
      <path d="M5 8.5c2.3.7 4.6 1 7 1s4.7-.3 7-1M12 9.5V14M12 14l-3 7M12 14l3 7" />
    </>
  ),
};

const STEP_ICONS: Record<(typeof STEPS)[number], ReactNode> = {
  find: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  join: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M9 15l2 2 4-4" />
    </>
  ),
  meet: (
    <>
      <path d="M4 17.5V6a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H8z" />
      <path d="M20 9v11l-3.5-3H11" />
    </>
  ),
};

/** The home page below the fold: how Moim works, why, its values, members' words, help, the newsletter. */
export function HomeMore() {
  const { t, i18n } = useTranslation('homeMore');
  const { t: tc } = useTranslation();
  const uiLanguage = i18n.language.slice(0, 2);

  return (
    <>
      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-how">
        <div className={styles.inner}>
          <h2 id="home-how" className={styles.heading}>
            {t('how.title')}
          </h2>
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step} className={styles.step}>
                <span className={styles.stepIcon}>
                  <LineIcon size={28}>{STEP_ICONS[step]}</LineIcon>
                </span>
                {/* The ordered list tells assistive technology the number already. */}
                <p className={styles.stepNumber} aria-hidden="true">
                  {t('how.step', { number: index + 1 })}
                </p>
                <h3 className={styles.cardTitle}>{t(`how.steps.${step}.title`)}</h3>
                <p>{t(`how.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-why">
        <div className={`${styles.inner} ${styles.why}`}>
          <div>
            <h2 id="home-why" className={styles.heading}>
              {t('why.title')}
            </h2>
            <p className={styles.lead}>{t('why.text')}</p>
            <ul className={styles.checks}>
              {(['languages', 'local', 'safe'] as const).map((point) => (
                <li key={point}>{t(`why.points.${point}`)}</li>
              ))}
            </ul>
          </div>
          <img
            className={styles.whyImage}
            src="/home/community-480.webp"
            srcSet="/home/community-480.webp 480w, /home/community-960.webp 960w"
            sizes="(max-width: 760px) 100vw, 480px"
            width="960"
            height="640"
            loading="lazy"
            decoding="async"
            alt={t('why.imageAlt')}
          />
        </div>
      </section>

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-values">
        <div className={styles.inner}>
          <h2 id="home-values" className={styles.heading}>
            {t('values.title')}
          </h2>
          <p className={styles.lead}>{t('values.text')}</p>
          <ul className={styles.values}>
            {VALUES.map((value) => (
              <li key={value} className={styles.value}>
                <span className={styles.valueIcon}>
                  <LineIcon size={28}>{VALUE_ICONS[value]}</LineIcon>
                </span>
                <h3 className={styles.cardTitle}>{t(`values.items.${value}.title`)}</h3>
                <p>{t(`values.items.${value}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-voices">
        <div className={styles.inner}>
          <h2 id="home-voices" className={styles.heading}>
            {t('testimonials.title')}
          </h2>
          <p className={styles.lead}>{t('testimonials.text')}</p>
          <ul className={styles.testimonials}>
            {TESTIMONIALS.map((item) => (
              <li key={item.id}>
                <figure className={styles.testimonial}>
                  <blockquote lang={item.lang} className={styles.quote}>
                    <p>{item.quote}</p>
                  </blockquote>
                  {item.lang !== uiLanguage && (
                    <p className={styles.translation}>
                      <span className="visually-hidden">{t('testimonials.translation')}: </span>
                      {t(`testimonials.items.${item.id}.translation`)}
                    </p>
                  )}
                  <figcaption className={styles.person}>
                    <span className={styles.avatar} aria-hidden="true">
                      {Array.from(item.name)[0]}
                    </span>
                    <span>
                      <span lang={item.lang} className={styles.name}>
                        {item.name}
                      </span>
                      <span className={styles.who}>{t(`testimonials.items.${item.id}.who`)}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className={`${styles.section} ${styles.tinted}`}>
        <div className={`${styles.inner} ${styles.extras}`}>
          <section className={styles.extrasCard} aria-labelledby="home-guides">
            <h2 id="home-guides" className={styles.cardTitle}>
              {t('guides.title')}
            </h2>
            <p>{t('guides.text')}</p>
            <Link to="/notice" className={buttonClass({ variant: 'secondary' })}>
              {t('guides.link')}
            </Link>
          </section>
          <section className={styles.extrasCard} aria-labelledby="home-questions">
            <h2 id="home-questions" className={styles.cardTitle}>
              {t('questions.title')}
            </h2>
            <p>{t('questions.text')}</p>
            <ul className={styles.extrasLinks}>
              <li>
                <Link to="/fnq">{t('questions.help')}</Link>
              </li>
              <li>
                <Link to="/contactUs">{t('questions.contact')}</Link>
              </li>
              <li>
                <Link to="/ourCompany">{t('questions.about')}</Link>
              </li>
            </ul>
          </section>
        </div>
      </div>

      <section className={`${styles.section} ${styles.newsletter}`} aria-labelledby="home-newsletter">
        <div className={`${styles.inner} ${styles.newsletterInner}`}>
          <div>
            <h2 id="home-newsletter" className={styles.heading}>
              {t('newsletter.title')}
            </h2>
            <p className={styles.lead}>{t('newsletter.text')}</p>
            <NewsletterForm />
          </div>
          <div>
            <h3 className={styles.cardTitle}>{t('social.title')}</h3>
            <ul className={styles.social}>
              {socialLinks.map((link) => (
                <li key={link.key}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                    {tc(`footer.${link.key}`)}
                    <span className="visually-hidden"> {tc('footer.opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
