/**
 * jsdom keeps each DOM object's state on an internal object behind the one scripts see,
 * under a symbol named `impl`.
 */
function jsdomInternals(wrapper: object): object {
  const symbol = Object.getOwnPropertySymbols(wrapper).find((candidate) => candidate.description === 'impl');
  const internals: unknown = symbol === undefined ? undefined : Reflect.get(wrapper, symbol);
  if (typeof internals !== 'object' || internals === null) throw new Error('jsdom no longer keeps its internals under Symbol(impl)');
  return internals;
}

/**
 * Clicks `target` as the visitor's pointer or keyboard would: the event is trusted. No
 * script can make one, in a browser or in jsdom: `isTrusted` cannot be redefined and
 * `dispatchEvent` clears the flag. So this dispatches the way jsdom fires the events of
 * its own (`fireAnEvent`): the internal event with the flag set, through the target's
 * internal `_dispatch`. It fails loudly when jsdom changes, rather than click untrusted.
 */
export function visitorClick(target: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, detail: 1 });
  const internalEvent = jsdomInternals(event);
  const internalTarget = jsdomInternals(target);
  const dispatch: unknown = Reflect.get(internalTarget, '_dispatch');
  if (typeof dispatch !== 'function') throw new Error('jsdom no longer dispatches through _dispatch');
  Reflect.set(internalEvent, 'isTrusted', true);
  Reflect.apply(dispatch, internalTarget, [internalEvent]);
  if (!event.isTrusted) throw new Error('jsdom did not keep the click trusted');
  return event;
}
