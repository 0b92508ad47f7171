import { useEffect, useRef, useState } from 'react';
import { site } from '../../config/site';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { copyText } from '../../lib/copyText';
import { ExternalLink } from '../../components/ExternalLink';
import './contact.css';

/** How long 'Copied' stays after a successful copy. */
export const COPIED_VISIBLE_MS = 2000;

/** /contact: the e-mail with a Copy button, the chat server and the social media links. */
export default function ContactPage() {
  const { t } = useT();
  usePageTitle('title.contact');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    if (!(await copyText(site.contactEmail))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_VISIBLE_MS);
  };

  return (
    <section className="panel contact">
      <h1>{t('contact.title')}</h1>
      <h2>{t('contact.subtitle')}</h2>
      <p className="contact-intro">{t('contact.intro')}</p>
      <dl className="contact-list">
        <div className="contact-item">
          <dt>{t('contact.email')}</dt>
          <dd className="contact-email-row">
            <a href={`mailto:${site.contactEmail}`} className="contact-email">
              {site.contactEmail}
            </a>
            <button type="button" className="secondary" onClick={onCopy} aria-label={t('contact.copyLabel')}>
              {t('contact.copy')}
            </button>
            <span className="success-message contact-copied" role="status" aria-live="polite">
              {copied ? t('contact.copied') : ''}
            </span>
          </dd>
        </div>
        <div className="contact-item">
          <dt>{t('contact.chat')}</dt>
          <dd>
            <ExternalLink href={site.chatServerUrl}>{t('contact.chatLink')}</ExternalLink>
          </dd>
        </div>
        <div className="contact-item">
          <dt>{t('contact.social')}</dt>
          <dd>
            <ExternalLink href={site.socialUrl}>{t('contact.socialLink')}</ExternalLink>
          </dd>
        </div>
      </dl>
    </section>
  );
}
