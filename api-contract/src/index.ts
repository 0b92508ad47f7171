export * from './errors';
export * from './location';
export * from './mapData';
export * from './mapDataHistory';
export * from './mapDataTransfer';
export * from './sheets';
export * from './upland';
