/**
 * @jest-environment node
 */
import { sanitizeIcon, sanitizeRichText } from '../src/content/sanitize';

describe('sanitizing outside the browser', () => {
  it('can be imported in Node (the prerender) without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('fails closed until a window is provided, never returning markup unchecked', () => {
    expect(() => sanitizeRichText('<img src=x onerror=alert(1)>')).toThrow(/provideSanitizerWindow/);
    expect(() => sanitizeIcon('<svg onload=alert(1)></svg>')).toThrow(/provideSanitizerWindow/);
  });
});
