/**
 * A slice's pipeline selects its tests by tag (`E2E_GREP=@references|@smoke`, set by
 * npm run ci); undefined runs them all.
 */
export const e2eGrep: RegExp | undefined = process.env.E2E_GREP === undefined ? undefined : new RegExp(process.env.E2E_GREP);
