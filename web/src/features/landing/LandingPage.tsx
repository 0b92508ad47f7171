import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { site } from '../../config/site';
import { useAuth } from '../../lib/auth/AuthProvider';
import { AuthPanel } from '../auth';
import './landing.css';

/**
 * The landing page (/): hero, welcome text, the account panel (features/auth owns it), and the
 * 'Our Mission' and 'Get Involved' sections. Signed-in users go to their dashboard.
 */
export default function LandingPage() {
  const { status } = useAuth();
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return (
    <div className="landing">
      <LandingHero />
      <div className="landing-grid">
        <section className="panel landing-auth" aria-label="Your account">
          <AuthPanel />
        </section>
        <div className="landing-about">
          <section className="panel" aria-labelledby="landing-mission">
            <h2 id="landing-mission">Our Mission</h2>
            <p>
              Saint James is more than a city on the map. We are the Saints: players who buy, build and trade in
              Upland&apos;s Saint James, and who would rather do it together.
            </p>
            <p>
              This dashboard gathers what the community keeps in its shared spreadsheet (properties, tiers, districts
              and the city map) in one place, so that a newcomer plans the next purchase with the same facts as the most
              seasoned collector.
            </p>
            <p>
              Keep the city&apos;s knowledge open, make every new Saint feel at home, and grow Saint James street by
              street.
            </p>
          </section>
          <section className="panel" aria-labelledby="landing-involved">
            <h2 id="landing-involved">Get Involved</h2>
            <ul className="landing-involved">
              <li>
                <Link to="/?mode=signup">Create an account</Link>
                <span>to keep your dashboard and link your Upland account.</span>
              </li>
              <li>
                <Link to="/city-hall">Visit City Hall</Link>
                <span>to look up the tier of an address, browse the map and the properties sheet.</span>
              </li>
              <li>
                <Link to="/activity">Follow the activity</Link>
                <span>of the community: events, builds and gatherings.</span>
              </li>
              <li>
                <a href={site.chatServerUrl} target="_blank" rel="noopener noreferrer">
                  Join the chat server
                </a>
                <span>to meet the Saints, ask questions and plan together.</span>
              </li>
              <li>
                <Link to="/contact">Write to us</Link>
                <span>with an idea, a correction to the data or a helping hand.</span>
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
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      {!imageFailed && (
        <img
          className="landing-hero-image"
          src={site.media.heroImage}
          alt="The Saint James skyline at dusk, its church spire lit in gold"
          onError={() => setImageFailed(true)}
        />
      )}
      <div className="landing-hero-text">
        <h1 id="landing-title">{site.title}</h1>
        <p className="welcome">Welcome to the community dashboard. The one stop management tool for Saints.</p>
      </div>
    </section>
  );
}
