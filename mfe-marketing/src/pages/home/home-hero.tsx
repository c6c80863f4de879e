import { siteConfig } from '@isarlicht/site-content/site-config';
import heroArt from '../../assets/hero.svg';
import { ContactButtons } from '../../components/contact-buttons';
import { claims } from './home-content';
import styles from './home-hero.module.css';

/** The opening of the site: the promise, the two calls to action and the claims. */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{siteConfig.name} · Digitalagentur aus München</p>
          <h1 id="home-heading" className={styles.title}>
            Aus Ideen werden KI-Lösungen und Webanwendungen, die im Alltag bestehen.
          </h1>
          <p className={styles.lead}>
            Wir entwickeln KI-Lösungen, Webanwendungen und MVPs für Unternehmen, die digital etwas bewegen wollen – in cross-funktionalen
            Teams, mit einer Planung, die Sie in jedem Sprint Review sehen, und Code, den Ihr Team später selbst weiterführen kann.
          </p>
          <ContactButtons />
        </div>
        <img className={styles.art} src={heroArt} alt="" width="560" height="480" fetchPriority="high" />
        <ul className={styles.claims}>
          {claims.map((claim) => (
            <li key={claim.figure}>
              <strong>{claim.figure}</strong> {claim.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
