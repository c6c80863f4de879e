import { publishSite } from './distributed/publish-site';

/** `npm run publish-site`: this checkout's builds and pages into the store RELEASE_STORE names (docs/decisions/050). */
publishSite().then(
  (site) => console.log(`[publish] the site is live in ${site.releases.location}`),
  (error: unknown) => {
    console.error(`[publish] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
