import { assetProblems, imageProblems, type MeasuredAsset } from '../src/tools/assets/asset-checks';
import { manifestFiles } from '../src/tools/assets/manifest-files';

const asset = (overrides: Partial<MeasuredAsset>): MeasuredAsset => ({
  remote: 'marketing',
  url: 'http://localhost:8081/releases/1.0.0-abc-0123456789/chunks/1.0b594c1788.js',
  status: 200,
  bytes: 1000,
  gzipBytes: 400,
  transferBytes: 0,
  cacheControl: 'public, max-age=31536000, immutable',
  ...overrides,
});

describe('assets: analysis', () => {
  it('passes a small versioned file cached as immutable', () => {
    expect(assetProblems(asset({}))).toEqual([]);
  });

  it('reports a missing file, a file over budget and wrong caching', () => {
    expect(assetProblems(asset({ status: 404 }))).toEqual(['fehlt (HTTP 404)']);
    expect(assetProblems(asset({ gzipBytes: 150 * 1024 }))).toEqual(['über dem Budget von 100 KB gzip']);
    expect(assetProblems(asset({ cacheControl: 'no-cache' }))).toEqual(['versionierte Datei ohne immutable-Caching']);
    expect(assetProblems(asset({ url: 'http://localhost:8081/mf-manifest.json' }))).toEqual(['unversionierte Datei als immutable gecacht']);
  });

  it('finds images without alt, width or height, but accepts an empty alt', () => {
    const pages = [
      {
        path: '/',
        images: [
          { src: 'http://x/a.svg', alt: null, width: '10', height: '10' },
          { src: 'http://x/b.svg', alt: '', width: '1', height: '1' },
        ],
      },
      {
        path: '/about',
        images: [
          { src: 'http://x/a.svg', alt: null, width: '10', height: '10' },
          { src: 'http://x/c.svg', alt: 'Team', width: null, height: null },
        ],
      },
    ];
    expect(imageProblems(pages)).toEqual([
      { src: 'http://x/a.svg', missing: ['alt'], foundOn: ['/', '/about'] },
      { src: 'http://x/c.svg', missing: ['width', 'height'], foundOn: ['/about'] },
    ]);
  });

  it('lists the entry and every asset of a live manifest, resolved against its folder', () => {
    const manifest = {
      metaData: { remoteEntry: { path: 'releases/r1', name: 'remoteEntry.js' } },
      shared: [{ assets: { js: { sync: ['releases/r1/chunks/react.js'], async: [] } } }],
      exposes: [
        {
          assets: {
            js: { sync: ['releases/r1/chunks/react.js', 'releases/r1/chunks/home.js'] },
            css: { sync: ['releases/r1/styles/home.css'] },
          },
        },
      ],
    };
    expect(manifestFiles(manifest, 'http://localhost:8081/mf-manifest.json')).toEqual([
      'http://localhost:8081/releases/r1/remoteEntry.js',
      'http://localhost:8081/releases/r1/chunks/react.js',
      'http://localhost:8081/releases/r1/chunks/home.js',
      'http://localhost:8081/releases/r1/styles/home.css',
    ]);
  });
});
