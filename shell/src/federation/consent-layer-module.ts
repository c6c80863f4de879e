/** The consent remote's layer module: what the shell mounts for the whole visit, fetches ahead at a tap and prerenders parts of. */
export const consentLayerModule = { remote: 'consent', module: './consent-layer' } as const;
