import { devPidFile } from './dev-global-setup';
import { stopGroupOf } from './process-group';

/** Stops the development servers: the whole process group of `npm run dev`. */
export default function devGlobalTeardown(): void {
  stopGroupOf(devPidFile);
}
