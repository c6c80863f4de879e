export { inspect } from '../inspect/inspect';
