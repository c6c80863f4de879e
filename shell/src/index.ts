// The federation runtime has just initialised in this task. The application starts in
// the next one, so neither task blocks input for long (docs/decisions/019).
setTimeout(() => void import('./bootstrap'), 0);
