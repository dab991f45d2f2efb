export * from './filter';
export * from './konstanten';
export * from './types';
