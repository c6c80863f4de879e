/** The entry with a URL id; `undefined` for an id the content does not have (a 404). */
export function findById<T extends { readonly id: string }>(list: readonly T[], id: string | undefined): T | undefined {
  return id === undefined ? undefined : list.find((entry) => entry.id === id);
}
