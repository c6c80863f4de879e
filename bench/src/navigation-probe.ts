export interface NavigationProbe {
  /** Resolves with the ms from the click to the first animation frame showing the heading. */
  readonly shown: Promise<number>;
}

/**
 * Runs inside the page (serialised by Playwright, so it must not use anything from
 * outside): a capture-phase listener on window notes the click before any of the
 * page's own handlers run, and a MutationObserver waits until `main h1` carries the
 * target's heading; the next animation frame is when that content is being painted.
 */
export function installNavigationProbe(heading: string): NavigationProbe {
  let clickedAt = Number.NaN;
  const shown = new Promise<number>((resolve, reject) => {
    window.addEventListener(
      'click',
      () => {
        clickedAt = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (Number.isNaN(clickedAt) || document.querySelector('main h1')?.textContent?.trim() !== heading) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the heading "${heading}" did not show within 15 s of the probe`));
    }, 15_000);
  });
  return { shown };
}
