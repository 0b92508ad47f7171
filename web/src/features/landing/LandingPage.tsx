import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Redirect } from '../../components/Redirect';
import { site } from '../../config/site';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { AuthPanel } from '../auth';
import { ExternalLink } from '../../components/ExternalLink';
import './landing.css';

/**
 * The landing page (/): hero, welcome text, the account panel (features/auth owns it), and the
 * 'Our Mission' and 'Get Involved' sections. Signed-in users go to their dashboard.
 */
export default function LandingPage() {
  const { status } = useAuth();
  const { t } = useT();
  usePageTitle('title.landing');
  if (status === 'signed-in') return <Redirect to="/dashboard" />;
  const involved = [
    { to: '/?mode=signup', link: t('landing.involved.signUp'), why: t('landing.involved.signUpWhy') },
    { to: '/city-hall', link: t('landing.involved.cityHall'), why: t('landing.involved.cityHallWhy') },
    { to: '/activity', link: t('landing.involved.activity'), why: t('landing.involved.activityWhy') },
  ];
  return (
    <div className="landing">
      <LandingHero />
      <div className="landing-grid">
        <section className="panel landing-auth" aria-label={t('landing.account')}>
          <AuthPanel />
        </section>
        <div className="landing-about">
          <section className="panel" aria-labelledby="landing-mission">
            <h2 id="landing-mission">{t('landing.mission')}</h2>
            <p>{t('landing.mission.p1')}</p>
            <p>{t('landing.mission.p2')}</p>
            <p>{t('landing.mission.p3')}</p>
          </section>
          <section className="panel" aria-labelledby="landing-involved">
            <h2 id="landing-involved">{t('landing.involved')}</h2>
            <ul className="landing-involved">
              {involved.map(({ to, link, why }) => (
                <li key={to}>
                  <Link to={to}>{link}</Link>
                  <span>{why}</span>
                </li>
              ))}
              <li>
                <ExternalLink href={site.chatServerUrl}>{t('landing.involved.chat')}</ExternalLink>
                <span>{t('landing.involved.chatWhy')}</span>
              </li>
              <li>
                <Link to="/contact">{t('landing.involved.contact')}</Link>
                <span>{t('landing.involved.contactWhy')}</span>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}

/** The hero image with the welcome text; when the image fails, the hero keeps its painted sky. */
function LandingHero() {
  const { t } = useT();
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      {!imageFailed && (
        <img
          className="landing-hero-image"
          src={site.media.heroImage}
          alt={t('landing.heroAlt')}
          onError={() => setImageFailed(true)}
        />
      )}
      <div className="landing-hero-text">
        <h1 id="landing-title">{site.title}</h1>
        <p className="welcome">{t('landing.welcome')}</p>
      </div>
    </section>
  );
}
