import { useEffect, useState } from 'react';
import { emit, on } from '@isarlicht/browser-runtime/events/bus';
import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';
import type { ConsentRecord } from '@isarlicht/contracts/consent/consent-record';

export type MapEmbed = { readonly status: 'blocked' | 'loading' | 'failed' } | { readonly status: 'ready'; readonly url: string };

/** Whether the visitor allowed Google Maps, as the consent layer reports it. Unknown counts as no. */
function useMapsConsent(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const apply = (record: ConsentRecord | null) => setAllowed(record?.googleMaps === true);
    const unsubscribe = [on('consent:state', apply), on('consent-updated', apply)];
    // Subscribe first: the layer may answer synchronously.
    emit('consent:request');
    return () => unsubscribe.forEach((off) => off());
  }, []);
  return allowed;
}

/**
 * The map's embed URL, read from the deployment configuration only once consent is
 * given, so no Google host is contacted before that.
 */
export function useMapEmbed(): MapEmbed {
  const allowed = useMapsConsent();
  const [result, setResult] = useState<{ readonly url: string } | { readonly failed: true } | null>(null);
  useEffect(() => {
    if (!allowed) return undefined;
    let active = true;
    loadDeploymentConfig().then(
      (config) => active && setResult({ url: config.thirdParty.googleMapsEmbedUrl }),
      () => active && setResult({ failed: true }),
    );
    return () => {
      active = false;
    };
  }, [allowed]);
  if (!allowed) return { status: 'blocked' };
  if (result === null) return { status: 'loading' };
  return 'url' in result ? { status: 'ready', url: result.url } : { status: 'failed' };
}
