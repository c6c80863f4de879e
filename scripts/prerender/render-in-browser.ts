import { consentPartsFunctionKey, moduleFunctionKey, prerenderFlagKey, renderFunctionKey } from '@isarlicht/contracts/start/page-state';
import type { BrowserContext, Page } from 'playwright-core';
import type { ConsentPartsHtml, RenderedPage } from './page-document';

interface BrowserResult {
  readonly status: number;
  readonly head: string;
  readonly body: string;
  readonly stylesheets: readonly string[];
  readonly staticContent: boolean;
}

const callInPage = <T>(page: Page, name: string, pathname: string): Promise<T> =>
  page.evaluate(([fn, path]) => (Reflect.get(window, fn) as (path: string) => T | Promise<T>)(path), [name, pathname] as const);

/**
 * A browser tab of the build that lets the shell render paths to strings. A path is
 * rendered in the open tab when it uses the same page module as the last one (its
 * stylesheets are then exactly the ones already loaded), otherwise in a fresh tab.
 */
export class PrerenderTab {
  private page: Page | null = null;
  private module: string | null = null;
  private problems: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly origin: string,
  ) {}

  async render(pathname: string): Promise<RenderedPage & { readonly status: number }> {
    try {
      const page = await this.tabFor(pathname);
      const result = await callInPage<BrowserResult>(page, renderFunctionKey, pathname);
      if (this.problems.length > 0) throw new Error(this.problems.join('\n'));
      return { path: pathname, module: this.module, ...result };
    } catch (cause) {
      throw new Error(`prerendering ${pathname} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    }
  }

  /**
   * The consent layer's parts of a page: its first-visit panel (docs/decisions/043) and
   * early dialogs (docs/decisions/053); null when the live consent release has neither.
   */
  async consentParts(): Promise<ConsentPartsHtml | null> {
    try {
      const page = await this.tabFor('/');
      const parts = await page.evaluate(
        (fn) => (Reflect.get(window, fn) as () => Promise<ConsentPartsHtml | null>)(),
        consentPartsFunctionKey,
      );
      if (this.problems.length > 0) throw new Error(this.problems.join('\n'));
      return parts;
    } catch (cause) {
      throw new Error(`prerendering the consent layer's parts failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
        cause,
      });
    }
  }

  async close(): Promise<void> {
    await this.page?.close();
    this.page = null;
  }

  private async tabFor(pathname: string): Promise<Page> {
    if (this.page && this.module !== null && (await callInPage<string | null>(this.page, moduleFunctionKey, pathname)) === this.module) {
      return this.page;
    }
    await this.close();
    const page = await this.context.newPage();
    page.on('pageerror', (error) => this.problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(message.text());
    });
    await page.addInitScript((name) => Reflect.set(window, name, true), prerenderFlagKey);
    await page.goto(`${this.origin}${pathname}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction((name) => typeof Reflect.get(window, name) === 'function', renderFunctionKey, { timeout: 30_000 });
    this.page = page;
    this.module = await callInPage<string | null>(page, moduleFunctionKey, pathname);
    return page;
  }
}
