import { expect, test } from '../support/test';

test.describe('header', { tag: ['@shell', '@smoke'] }, () => {
  test('links the logo home and offers the main navigation and the assistant', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Isarlicht Digital – Startseite' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Hauptnavigation' });
    const links: [string, string][] = [
      ['Home', '/'],
      ['Über uns', '/about'],
      ['Leistungen', '/services'],
      ['Referenzen', '/references'],
      ['Kontakt', '/contact'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header.getByRole('button', { name: 'KI-Assistent' })).toBeVisible();
  });

  test('on the home page appears only after scrolling more than 50 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-hidden', 'true');
  });

  test('is always visible on other pages', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByTestId('site-header')).toBeInViewport();
  });
});

test.describe('mobile menu', { tag: ['@shell'] }, () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, locks body scrolling, and unlocks when closed or on navigation', async ({ page }) => {
    await page.goto('/about');
    const open = page.getByRole('button', { name: 'Menü öffnen' });
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await open.click();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.getByRole('button', { name: 'Menü schließen' }).click();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

test.describe('footer', { tag: ['@shell'] }, () => {
  test('has legal links, the current year and the cookie settings', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/impressum#datenschutz');
    await expect(footer.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    await expect(footer.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Isarlicht Digital`);
    await expect(footer).toContainText('80331 München');
    await expect(footer.getByRole('navigation', { name: 'Leistungen' }).getByRole('link')).toHaveCount(5);
    await expect(footer.getByRole('navigation', { name: 'Methoden' }).getByRole('link')).toHaveCount(4);
  });

  test('the privacy link lands on the privacy section', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page).toHaveURL('/impressum#datenschutz');
    await expect(page.locator('#datenschutz')).toBeInViewport();
  });
});

test.describe('accessibility and navigation', { tag: ['@shell'] }, () => {
  test('the skip link is the first focusable element and moves focus to the content', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('every navigation starts at the top of the new page', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Agile Teams' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agile Teams');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
