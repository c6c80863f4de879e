export { freePort } from '@isarlicht/scripts/distributed/free-port';
