/**
 * The element of the shell's header that keeps room for the consent layer's control
 * (`Cookie-Einstellungen`): the layer renders into it, so the control sits in the
 * page's chrome and covers no content (docs/decisions/028).
 */
export const headerControlsId = 'kopfleiste-einstellungen';
