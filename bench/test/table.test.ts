import { formatTable, formatValue } from '../src/table';

describe('formatTable', () => {
  it('pads text left-aligned and numbers right-aligned under a rule', () => {
    const table = formatTable(
      ['page', 'JS KB'],
      [
        ['/', '188.2'],
        ['/contact', '9.0'],
      ],
    );
    expect(table).toBe(['page      JS KB', '--------  -----', '/         188.2', '/contact    9.0'].join('\n'));
  });
});

describe('formatValue', () => {
  it.each([
    [187.66, 'KB', '187.7 KB'],
    [1.0712, '×', '1.07×'],
    [233.4, 'ms', '233 ms'],
    [81.36, 's', '81.4 s'],
    [97, '', '97'],
    [0.0123, '', '0.012'],
    [Number.POSITIVE_INFINITY, '×', '∞'],
    [Number.POSITIVE_INFINITY, 'ms', '∞'],
    [Number.NaN, 'ms', 'n/a'],
  ])('%p %s is %s', (value, unit, text) => {
    expect(formatValue(value, unit)).toBe(text);
  });
});
