export { freePort } from '../../scripts/distributed/free-port';
