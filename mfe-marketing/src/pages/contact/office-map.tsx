import { busAction } from '@isarlicht/browser-runtime/events/bus-action';
import { paths } from '@isarlicht/contracts/routes/paths';
import { siteConfig } from '@isarlicht/site-content/site-config';
import { Button } from '@isarlicht/ui/button';
import { Link } from '@isarlicht/ui/link';
import mapSketch from '../../assets/map-sketch.svg';
import { useMapEmbed } from './use-map-embed';
import styles from './office-map.module.css';

const { legalName, address } = siteConfig;
const postal = `${address.street}, ${address.postalCode} ${address.city}`;

/** The office on Google Maps, shown only with the `googleMaps` consent; until then a placeholder. */
export function OfficeMap() {
  const embed = useMapEmbed();
  if (embed.status === 'ready') {
    return (
      <div className={styles.frame}>
        <iframe
          className={styles.map}
          src={embed.url}
          title={`Google-Maps-Karte: ${legalName}, ${postal}`}
          width="800"
          height="600"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <img className={styles.sketch} src={mapSketch} alt="" width="800" height="600" />
      <div className={styles.notice} aria-live="polite">
        <p className={styles.address}>
          <strong>{legalName}</strong>
          <br />
          {postal}
        </p>
        {embed.status === 'blocked' ? (
          <>
            <p className={styles.hint}>
              Die Karte stammt von Google Maps. Erst wenn Sie sie laden, überträgt Ihr Browser Daten an Google –{' '}
              <Link to={paths.privacy}>mehr dazu im Datenschutz</Link>.
            </p>
            <Button {...busAction('consent:grant', { purpose: 'googleMaps' })}>Google Maps laden</Button>
          </>
        ) : (
          <p className={styles.hint}>
            {embed.status === 'loading' ? 'Die Karte wird geladen …' : 'Die Karte konnte gerade nicht geladen werden.'}
          </p>
        )}
      </div>
    </div>
  );
}
