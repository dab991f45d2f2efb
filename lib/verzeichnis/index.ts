export * from './ansage';
export * from './facetten';
export * from './filter';
export * from './konstanten';
export * from './types';
