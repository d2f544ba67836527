export * from './model/signs';
export * from './model/planets';
export * from './model/aspects';
export * from './model/houses';
