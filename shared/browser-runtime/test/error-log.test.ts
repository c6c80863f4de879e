import { clearErrorLog, errorRecordedEvent, readErrorLog, recordError } from '../src/diagnostics/error-log';
import { recordWindowErrors } from '../src/diagnostics/record-window-errors';

beforeEach(() => sessionStorage.clear());

describe('the error log of the dev dashboard', () => {
  it('records an error with route, remote and stack, and tells listeners', () => {
    const heard = jest.fn();
    window.addEventListener(errorRecordedEvent, heard);
    recordError('remote-load', new TypeError('kaputt'), 'references');
    window.removeEventListener(errorRecordedEvent, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(readErrorLog()).toEqual([
      expect.objectContaining({
        kind: 'remote-load',
        message: 'TypeError: kaputt',
        remote: 'references',
        route: '/',
        stack: expect.stringContaining('kaputt'),
      }),
    ]);
  });

  it('keeps the newest 200 and survives garbage in storage', () => {
    sessionStorage.setItem('isarlicht:errors', '{nicht json');
    expect(readErrorLog()).toEqual([]);
    for (let index = 0; index < 205; index += 1) recordError('error', `Fehler ${index}`);
    const log = readErrorLog();
    expect(log).toHaveLength(200);
    expect(log[0]?.message).toBe('Fehler 5');
    clearErrorLog();
    expect(readErrorLog()).toEqual([]);
  });

  it('records window errors, unhandled rejections and preload-error events once started', () => {
    recordWindowErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'abgelehnt';
    window.dispatchEvent(rejection);
    window.dispatchEvent(new CustomEvent('preload-error', { detail: { remote: 'marketing', error: new Error('chunk fehlt') } }));
    expect(readErrorLog().map((entry) => `${entry.kind} ${entry.message} ${entry.remote ?? '-'}`)).toEqual([
      'error Error: boom -',
      'unhandledrejection abgelehnt -',
      'preload-error Error: chunk fehlt marketing',
    ]);
  });
});
