import { byTouch } from '../src/start/boot/by-touch';

/** jsdom has no PointerEvent: a stand-in with the one field the check reads. */
class FakePointerEvent extends MouseEvent {
  constructor(
    type: string,
    readonly pointerType: string,
  ) {
    super(type);
  }
}

describe('an interaction by touch', () => {
  beforeAll(() => Object.defineProperty(window, 'PointerEvent', { configurable: true, value: FakePointerEvent }));
  afterAll(() => Reflect.deleteProperty(window, 'PointerEvent'));

  it('is a finger’s touch, press, move or tap, or the scroll of a swipe', () => {
    expect(['touchstart', 'scroll'].map((type) => byTouch(new Event(type)))).toEqual([true, true]);
    expect(['pointerdown', 'pointermove', 'click'].map((type) => byTouch(new FakePointerEvent(type, 'touch')))).toEqual([true, true, true]);
  });

  it('is not a mouse’s, a pen’s, a key’s or a screen reader’s click', () => {
    expect(byTouch(new FakePointerEvent('pointermove', 'mouse'))).toBe(false);
    expect(byTouch(new FakePointerEvent('pointerdown', 'pen'))).toBe(false);
    expect(byTouch(new FakePointerEvent('click', ''))).toBe(false);
    expect(byTouch(new KeyboardEvent('keydown'))).toBe(false);
    expect(byTouch(new Event('wheel'))).toBe(false);
  });
});
