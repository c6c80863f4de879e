import { busAction } from '@isarlicht/browser-runtime/events/bus-action';
import { Button } from '@isarlicht/ui/button';

/** Reopens the consent panel of the consent layer, so a visitor can change or withdraw consent. */
export function CookieSettingsButton() {
  return (
    <Button variant="secondary" {...busAction('cookie-settings:open')}>
      Cookie-Einstellungen öffnen
    </Button>
  );
}
