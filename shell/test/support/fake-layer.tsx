import { useEffect, useState } from 'react';
import { on } from '@isarlicht/browser-runtime/events/bus';

/** Stands in for the consent remote's layer: shows which modal it was asked for. */
export function FakeLayer() {
  const [asked, setAsked] = useState<string[]>([]);
  useEffect(() => on('modal:open', ({ modal }) => setAsked((current) => [...current, modal])), []);
  return <p>Layer bereit: {asked.join(', ')}</p>;
}
