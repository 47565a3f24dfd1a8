export * from './auth';
export * from './mail';
export * from './settings';
export * from './programme';
export * from './certificates';
export * from './challenges';
export * from './purchases';
export * from './admin';
