import { earlyDialogAttribute } from '@isarlicht/contracts/start/page-state';
import { expect, test } from '../support/test';

test.describe('remotes talk through the event bus', { tag: ['@shell', '@consent'] }, () => {
  test('a call to action in mfe-marketing opens the booking modal of mfe-consent', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Erstgespräch buchen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Erstgespräch buchen' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Um einen Termin buchen zu können, müssen Sie das Laden des HubSpot Meetings Widgets erlauben.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the shell header button opens the assistant modal; mfe-consent answers with modal:close', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      const closed: unknown[] = [];
      Object.assign(window, { closedModals: closed });
      window.addEventListener('modal:close', (event) => closed.push((event as CustomEvent).detail));
    });
    await page.getByTestId('site-header').getByRole('button', { name: 'KI-Assistent' }).click();
    const dialog = page.getByRole('dialog', { name: 'KI-Assistent' });
    await expect(dialog).toContainText('Der KI-Assistent kann nicht geladen werden, da Cookies für externe Inhalte deaktiviert sind.');
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
    // The page's early dialog answers the click first; closed before the layer runs, it
    // withdraws the request and nothing reaches the bus. The round trip is the live dialog's.
    await expect(page.locator(`[${earlyDialogAttribute}]`)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { closedModals: unknown[] }).closedModals)).toEqual([{ modal: 'assistant' }]);
    await expect(page.getByTestId('site-header').getByRole('button', { name: 'KI-Assistent' })).toBeFocused();
  });

  test('a click on the overlay closes a modal', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('main').getByRole('button', { name: 'Erstgespräch buchen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
