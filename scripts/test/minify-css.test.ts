import { minifyCss } from '../prerender/minify-css';

describe('the consent layer styles inlined into a page', () => {
  it('lose whitespace and comments and keep every rule, :has() and media queries included', () => {
    const css = `/* panel */\n.overlay {\n  position: fixed;\n  inset: 0;\n}\n\nbody:has(> .early) {\n  overflow: hidden;\n}\n\n@media (scripting: none) {\n  .panel {\n    display: none;\n  }\n}\n`;
    expect(minifyCss(css)).toBe(
      '.overlay{position:fixed;inset:0}body:has(> .early){overflow:hidden}@media (scripting:none){.panel{display:none}}',
    );
  });
});
