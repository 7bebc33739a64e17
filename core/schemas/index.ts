export * from './bounds';
export * from './common';
export * from './company';
export * from './conversation';
export * from './message';
export * from './session';
