import { tapDuration, type InteractionEntry } from '../src/event-timing';

const entry = (at: number, duration: number, name = 'pointerup'): InteractionEntry => ({ name, interactionId: 7, at, duration });

describe('tapDuration', () => {
  it('is the longest entry of the events between the tap and the next one', () => {
    const entries = [entry(1000, 24, 'pointerdown'), entry(1004, 88), entry(1005, 56, 'click'), entry(1500, 200, 'pointerdown')];
    expect(tapDuration(entries, 1000, 1500, 16)).toBe(88);
  });

  it('takes the events of the tap whose timestamps were rounded just below it', () => {
    expect(tapDuration([entry(999.6, 104)], 1000, 1500, 16)).toBe(104);
  });

  it('leaves out an earlier tap and the next one', () => {
    expect(tapDuration([entry(900, 300), entry(1500, 300)], 1000, 1500, 16)).toBe(16);
  });

  it('bounds a tap without entries by the threshold: every event of it was answered within it', () => {
    expect(tapDuration([], 1000, Number.POSITIVE_INFINITY, 16)).toBe(16);
  });

  it('reports a slow tap as slow, so its budget fails', () => {
    expect(tapDuration([entry(1002, 136)], 1000, Number.POSITIVE_INFINITY, 16)).toBeGreaterThan(100);
  });
});
