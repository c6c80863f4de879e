// What tests and scripts outside the tooling read of the content collections (`@isarlicht/tooling/content-collections`).
export { glossaryCollection, repositoryRoot, serviceCollection, type IndexedCollection } from './collections';
export { staleModules } from './index-modules';
export { readCollection, type CollectionEntry } from './read-collection';
