export type {
  CrudApi,
  CrudConfig,
  CrudField,
  CrudFieldRow,
  CrudReorder,
  CrudTexts,
  CrudToggle,
  DraftShape,
} from './crud-config';
export { crudEndpoints, type CrudTable } from './crud-endpoints';
export { moveId, validateDraft } from './crud-form';
export { CrudManager } from './crud-manager';
