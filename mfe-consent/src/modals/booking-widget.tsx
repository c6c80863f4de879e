import { useEffect, useState } from 'react';
import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';
import { siteConfig } from '@isarlicht/site-content/site-config';
import { loadScript } from '../third-party/load-script';
import { bookingTexts } from './booking-texts';
import { StatusMessage } from './status-message';
import type { ThirdPartyStatus } from './use-third-party';
import styles from './booking-widget.module.css';

const timeoutMs = 15_000;

/** HubSpot's meeting page in an iframe plus its embed script (resizing), once `hubspot` is allowed. */
export function BookingWidget() {
  const [src, setSrc] = useState<string | null>(null);
  const [status, setStatus] = useState<ThirdPartyStatus>('loading');
  useEffect(() => {
    let active = true;
    loadDeploymentConfig()
      .then(({ thirdParty }) => {
        if (!active) return;
        setSrc(thirdParty.hubspotMeetingsUrl);
        loadScript(thirdParty.hubspotScriptUrl).catch((error: unknown) => console.warn('[consent] HubSpot embed script', error));
      })
      .catch(() => active && setStatus('error'));
    const timer = setTimeout(() => active && setStatus((current) => (current === 'loading' ? 'error' : current)), timeoutMs);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  return (
    <>
      {status === 'ready' ? null : (
        <StatusMessage
          status={status}
          loading={bookingTexts.loading}
          ready=""
          error={`Der Terminkalender lädt gerade nicht. Schreiben Sie uns an ${siteConfig.email}, wir melden uns innerhalb eines Werktags.`}
          unconfigured=""
        />
      )}
      {src && status !== 'error' ? (
        <iframe className={styles.frame} src={src} title="Terminbuchung mit HubSpot Meetings" onLoad={() => setStatus('ready')} />
      ) : null}
    </>
  );
}
