export { startOriginProcess, type OriginProcess } from '../../scripts/distributed/origin-process';
