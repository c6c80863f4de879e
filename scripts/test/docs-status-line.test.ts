import { readStatus } from '../docs/status-line';

describe('an ADR status', () => {
  it('reads the state, its month and the relations past their notes', () => {
    expect(readStatus('accepted (2026-11) · amends 008 (the CSP) · refined by 020, 027 and 028 (the start)')).toEqual({
      status: {
        state: 'accepted',
        date: '2026-11',
        relations: [
          { name: 'amends', target: '008' },
          { name: 'refined by', target: '020' },
          { name: 'refined by', target: '027' },
          { name: 'refined by', target: '028' },
        ],
      },
    });
  });

  it('reads a superseded ADR, whose state names what superseded it', () => {
    expect(readStatus('superseded by 057 (the files) and 058 (2026-11)')).toEqual({
      status: {
        state: 'superseded',
        date: '2026-11',
        relations: [
          { name: 'superseded by', target: '057' },
          { name: 'superseded by', target: '058' },
        ],
      },
    });
  });

  it('reads the state and the relations in any case', () => {
    expect(readStatus('Superseded by 056 (2026-11)')).toEqual({
      status: { state: 'superseded', date: '2026-11', relations: [{ name: 'superseded by', target: '056' }] },
    });
    expect(readStatus('Accepted (2026-11) · Extends 048')).toEqual({
      status: { state: 'accepted', date: '2026-11', relations: [{ name: 'extends', target: '048' }] },
    });
  });

  it('tells "superseded in part by" from "superseded by"', () => {
    expect(readStatus('accepted (2026-11) · superseded in part by 032 (point 3)')).toEqual({
      status: { state: 'accepted', date: '2026-11', relations: [{ name: 'superseded in part by', target: '032' }] },
    });
  });

  it.each([
    ['accepted', /starts with its state and month/],
    ['approved (2026-11)', /"approved" is no state/],
    ['accepted (2026-11) · superseded by 056', /says so first/],
    ['accepted (2026-11) · supersedes the router part of 009', /ADR numbers only/],
    ['accepted (2026-11) · amends', /starts with no relation/],
  ])('refuses %s', (text, problem) => {
    expect(readStatus(text)).toEqual({ problem: expect.stringMatching(problem) });
  });
});
