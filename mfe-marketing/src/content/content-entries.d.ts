// The content entries in Markdown: the webpack loader (Jest: its transform) turns each into a
// module whose default export is the entry; the content tests check each file against its schema.
declare module '*.method.md' {
  const entry: import('./types').MethodEntry;
  export default entry;
}

declare module '*.role.md' {
  const entry: import('./types').Role;
  export default entry;
}

// Of a service and a glossary term, the module holds the text of the page alone: the fields
// the generated index modules hold (the card, the term list) are left out (docs/decisions/054).
declare module '*.service.md' {
  const entry: import('./types').ServiceDetailEntry;
  export default entry;
}

declare module '*.term.md' {
  const entry: import('./types').GlossaryArticle;
  export default entry;
}
