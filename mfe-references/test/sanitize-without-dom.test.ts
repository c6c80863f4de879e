/**
 * @jest-environment node
 */
import { sanitizeIcon, sanitizeRichText } from '../src/content/sanitize';

describe('sanitizing outside the browser', () => {
  it('can be imported in Node without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('fails closed without a window, never returning markup unchecked', () => {
    expect(() => sanitizeRichText('<img src=x onerror=alert(1)>')).toThrow(/Kein window/);
    expect(() => sanitizeIcon('<svg onload=alert(1)></svg>')).toThrow(/Kein window/);
  });
});
