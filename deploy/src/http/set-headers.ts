import type { Response } from 'express';
import type { HeaderList } from '../headers/security-headers';

export function setHeaders(res: Response, headers: HeaderList): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
