import { appendMainScript } from '../src/start/boot/append-main-script';

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('the start’s entry script', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-main-script');
  });

  it('is the one the page names, once', () => {
    document.documentElement.setAttribute('data-main-script', '/chunks/main.0123456789.js');
    appendMainScript(document);
    expect(scripts()).toEqual(['/chunks/main.0123456789.js']);
  });

  it('falls back to the fixed address once the named one cannot be loaded', () => {
    document.documentElement.setAttribute('data-main-script', '/chunks/main.0123456789.js');
    appendMainScript(document);
    const named = document.head.querySelector('script');
    named?.dispatchEvent(new Event('error'));
    named?.dispatchEvent(new Event('error'));
    expect(scripts()).toEqual(['/chunks/main.0123456789.js', '/main.js']);
  });

  it('is the fixed address on a page that names none or names it', () => {
    appendMainScript(document);
    document.documentElement.setAttribute('data-main-script', '/main.js');
    appendMainScript(document);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(scripts()).toEqual(['/main.js', '/main.js']);
  });
});
