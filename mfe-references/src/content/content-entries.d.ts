// The content entries in Markdown: the webpack loader (Jest: its transform) turns each into a
// module whose default export is the entry; the content tests check it against its schema.
declare module '*.reference.md' {
  const entry: import('./types').ReferenceEntry;
  export default entry;
}

declare module '*.industry.md' {
  const entry: import('./types').IndustryEntry;
  export default entry;
}
