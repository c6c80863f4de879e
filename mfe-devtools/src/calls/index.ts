export * from './call-record';
export * from './normalise-vapi-call';
export * from './parse-calls-response';
export * from './session';
