import { useEffect, useRef, useState } from 'react';
import { site } from '../../config/site';
import { copyText } from './copyText';
import './contact.css';

/** How long 'Copied' stays after a successful copy. */
export const COPIED_VISIBLE_MS = 2000;

/** /contact: the e-mail with a Copy button, the chat server and the social media links. */
export default function ContactPage() {
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
      <h1>Contact Us</h1>
      <h2>Get in touch</h2>
      <p className="contact-intro">
        A question about a property, a correction to the city data, an idea for the community: write to us or find us
        where the Saints gather.
      </p>
      <dl className="contact-list">
        <div className="contact-item">
          <dt>E-mail</dt>
          <dd className="contact-email-row">
            <a href={`mailto:${site.contactEmail}`} className="contact-email">
              {site.contactEmail}
            </a>
            <button type="button" className="secondary" onClick={onCopy} aria-label="Copy the e-mail address">
              Copy
            </button>
            <span className="success-message contact-copied" role="status" aria-live="polite">
              {copied ? 'Copied' : ''}
            </span>
          </dd>
        </div>
        <div className="contact-item">
          <dt>Chat server</dt>
          <dd>
            <a href={site.chatServerUrl} target="_blank" rel="noopener noreferrer">
              Join the Saints on our chat server
            </a>
          </dd>
        </div>
        <div className="contact-item">
          <dt>Social media</dt>
          <dd>
            <a href={site.socialUrl} target="_blank" rel="noopener noreferrer">
              Follow Saint James on social media
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
