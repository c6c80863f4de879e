export { startOriginProcess, type OriginProcess } from '@isarlicht/scripts/distributed/origin-process';
