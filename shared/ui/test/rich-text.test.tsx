import { render } from '@testing-library/react';
import { RichText } from '../src/rich-text';

describe('RichText', () => {
  it('renders paragraphs, lists and emphasis of the model as elements', () => {
    const { container } = render(
      <RichText
        text={['Erster Absatz.', { list: [[{ strong: 'Fett' }, ' und normal'], 'Schlicht'] }, ['Mit ', { em: 'Betonung' }, '.']]}
      />,
    );
    expect(container.querySelector('[data-rich-text]')?.innerHTML).toBe(
      '<p>Erster Absatz.</p><ul><li><strong>Fett</strong> und normal</li><li>Schlicht</li></ul><p>Mit <em>Betonung</em>.</p>',
    );
  });

  it('shows markup inside a text as text: the model has no way to carry an element', () => {
    const { container } = render(<RichText text={['<img src=x onerror=alert(1)> <a href="javascript:alert(1)">Link</a>']} />);
    const root = container.querySelector('[data-rich-text]');
    expect(root?.querySelectorAll('img, a')).toHaveLength(0);
    expect(root?.textContent).toBe('<img src=x onerror=alert(1)> <a href="javascript:alert(1)">Link</a>');
  });
});
