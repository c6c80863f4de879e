// The content entries in Markdown: the webpack loader (Jest: its transform) turns each into a
// module whose default export is the entry, without the fields the generated index modules
// hold (docs/decisions/054); the content tests check each file against its schema.
declare module '*.method.md' {
  const entry: import('./types').MethodEntry;
  export default entry;
}

declare module '*.role.md' {
  const entry: import('./types').Role;
  export default entry;
}

declare module '*.service.md' {
  const entry: import('./types').ServiceDetailEntry;
  export default entry;
}

declare module '*.term.md' {
  const entry: import('./types').GlossaryArticle;
  export default entry;
}
