/**
 * The live `mf-manifest.json` of a remote is its release's own manifest with every
 * path moved into the release folder. `publicPath: "auto"` makes the MF runtime
 * resolve those paths against the manifest's own folder, so the remote's origin may
 * be anything and switching this one file switches the whole remote (ADR 013).
 */
type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type JsonObject = { readonly [key: string]: Json };

export class ManifestShapeError extends Error {
  override name = 'ManifestShapeError';
}

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function objectAt(value: Json | undefined, field: string): JsonObject {
  if (!isObject(value)) throw new ManifestShapeError(`mf-manifest.json: ${field} must be an object`);
  return value;
}

const isList = (value: Json | undefined): value is readonly Json[] => Array.isArray(value);

const joinPath = (folder: string, file: string): string => (file === '' ? folder : `${folder}/${file.replace(/^\.?\/+/, '')}`);

function movedAssets(assets: Json | undefined, folder: string): Json {
  const byType = objectAt(assets, 'assets');
  return Object.fromEntries(
    Object.entries(byType).map(([type, lists]) => [
      type,
      Object.fromEntries(
        Object.entries(objectAt(lists, `assets.${type}`)).map(([timing, files]) => [
          timing,
          isList(files) ? files.map((file) => (typeof file === 'string' ? joinPath(folder, file) : file)) : files,
        ]),
      ),
    ]),
  );
}

const withMovedAssets = (entries: Json | undefined, folder: string): Json =>
  isList(entries) ? entries.map((entry) => (isObject(entry) ? { ...entry, assets: movedAssets(entry.assets, folder) } : entry)) : [];

export function pointerManifest(manifest: Json, releaseId: string, deployedAt: string): JsonObject {
  const root = objectAt(manifest, 'the manifest');
  const metaData = objectAt(root.metaData, 'metaData');
  if (metaData.publicPath !== 'auto') {
    throw new ManifestShapeError('mf-manifest.json: publicPath must be "auto", so the release folder decides where files load from');
  }
  const remoteEntry = objectAt(metaData.remoteEntry, 'metaData.remoteEntry');
  const folder = `releases/${releaseId}`;
  return {
    ...root,
    metaData: {
      ...metaData,
      remoteEntry: { ...remoteEntry, path: joinPath(folder, typeof remoteEntry.path === 'string' ? remoteEntry.path : '') },
      release: { id: releaseId, deployedAt },
    },
    shared: withMovedAssets(root.shared, folder),
    exposes: withMovedAssets(root.exposes, folder),
  };
}

export type { Json, JsonObject };
