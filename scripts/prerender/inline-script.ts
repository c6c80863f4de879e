/**
 * What may not appear in the text of an inline `<script>`, in any case (HTML, "Restrictions
 * for contents of script elements"): `</script` ends the element there, and `<!--` or
 * `<script` lead the parser into the script data escaped states, where a later
 * `</script>` may no longer end it. Either way the rest of the page would be read as
 * script, or the script as page.
 */
const endsOrEscapesScript = /<\/script|<!--|<script/i;

/**
 * The text as it goes between `<script>` and `</script>`. Refused rather than escaped:
 * the CSP allows the inline boot script by the hash of its built file
 * (`inlineScriptHashes`), so the page must carry exactly that text.
 */
export function inlineScriptText(what: string, text: string): string {
  const found = endsOrEscapesScript.exec(text);
  if (found !== null) throw new Error(`${what} cannot be inlined: it contains "${found[0]}"`);
  return text;
}
