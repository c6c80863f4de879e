import { ManifestShapeError, pointerManifest } from '../src';

const manifest = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    buildInfo: { buildVersion: '1.0.0', commit: 'abc' },
  },
  shared: [{ name: 'react', assets: { js: { sync: ['chunks/1.js'], async: [] }, css: { sync: [], async: [] } } }],
  exposes: [
    { name: 'home', assets: { js: { sync: ['chunks/2.js'], async: ['chunks/3.js'] }, css: { sync: ['styles/4.css'], async: [] } } },
  ],
};

describe('the live manifest of a release', () => {
  const live = pointerManifest(manifest, '1.0.0-abc-0123456789', '2026-11-22T12:00:00.000Z');

  it('loads the entry and every asset from the release folder', () => {
    expect(live).toMatchObject({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'releases/1.0.0-abc-0123456789' }, publicPath: 'auto' },
      shared: [{ assets: { js: { sync: ['releases/1.0.0-abc-0123456789/chunks/1.js'] } } }],
      exposes: [
        {
          assets: {
            js: { sync: ['releases/1.0.0-abc-0123456789/chunks/2.js'], async: ['releases/1.0.0-abc-0123456789/chunks/3.js'] },
            css: { sync: ['releases/1.0.0-abc-0123456789/styles/4.css'] },
          },
        },
      ],
    });
  });

  it('names the release and when it went live, beside the build info', () => {
    expect(live.metaData).toMatchObject({
      release: { id: '1.0.0-abc-0123456789', deployedAt: '2026-11-22T12:00:00.000Z' },
      buildInfo: { commit: 'abc' },
    });
  });

  it('refuses a build with a fixed public path, which a release folder could not move', () => {
    const fixed = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/' } };
    expect(() => pointerManifest(fixed, 'x', 'y')).toThrow(ManifestShapeError);
    expect(() => pointerManifest({ exposes: [] }, 'x', 'y')).toThrow('metaData must be an object');
  });
});
