import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ToastInput } from '@astro/shared';

/** What an admin form holds while it is edited: text inputs as strings, switches as booleans. */
export type DraftShape = Record<string, string | boolean>;

type KeysOf<D, V> = { [K in keyof D]: D[K] extends V ? K : never }[keyof D] & string;

interface FieldBase {
  label: string;
  /** Shown under the field until it has an error to show instead. */
  hint?: string;
}

/** One input of the create/edit form, bound to a key of the draft. */
export type CrudField<D extends DraftShape> =
  | (FieldBase & {
      kind: 'text';
      key: KeysOf<D, string>;
      required?: boolean;
      multiline?: boolean;
      minRows?: number;
      type?: 'text' | 'number' | 'datetime-local';
      htmlInput?: { min?: number; max?: number; step?: number };
    })
  | (FieldBase & {
      kind: 'select';
      key: KeysOf<D, string>;
      options: readonly { value: string; label: string }[];
    })
  | (FieldBase & { kind: 'switch'; key: KeysOf<D, boolean> });

/** A field on a line of its own, or several sharing one line. */
export type CrudFieldRow<D extends DraftShape> = CrudField<D> | readonly CrudField<D>[];

type Outcome<T> = { data: T } | { error: unknown };
type Trigger<Arg, T> = (arg: Arg) => PromiseLike<Outcome<T>>;

/** The RTK Query hooks of one content type (see `crudEndpoints`). */
export interface CrudApi<Item, Create, Patch> {
  useList: () => { data?: Item[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  useCreate: () => readonly [Trigger<Create, Item[]>, ...unknown[]];
  useUpdate: () => readonly [Trigger<{ id: string; values: Patch }, Item[]>, ...unknown[]];
  useRemove: () => readonly [Trigger<string, unknown>, ...unknown[]];
}

/** A switch on each item, such as "Active" or "Published", that saves as soon as it is flipped. */
export interface CrudToggle<Item, Patch> {
  label: string;
  isOn: (item: Item) => boolean;
  patch: (item: Item, on: boolean) => Patch;
  failed: string;
  /** The toast after a change, if the change deserves one. */
  changed?: (item: Item, on: boolean) => ToastInput;
}

/** Up and down buttons on each item, saving the whole order at once. */
export interface CrudReorder<Item> {
  useReorder: () => readonly [Trigger<string[], unknown>, { isLoading: boolean }];
  upLabel: (item: Item) => string;
  downLabel: (item: Item) => string;
  failed: string;
}

export interface CrudTexts<Item, Values> {
  /** The section's heading and accessible name. */
  heading: string;
  /** The create button and the create dialog's title. */
  newItem: string;
  editItem: string;
  loading: string;
  loadFailed: string;
  empty: string;
  saveFailed: string;
  saved: (values: Values) => ToastInput;
  editLabel: (item: Item) => string;
  deleteLabel: (item: Item) => string;
  deleteTitle: string;
  deleteWarning: (item: Item) => ReactNode;
  deleteFailed: string;
  deleted: (item: Item) => ToastInput;
}

/**
 * Everything one kind of admin content brings to the shared manager: its hooks, its form and how
 * an item reads. The manager supplies the list states, dialogs, confirmation and toasts.
 */
export interface CrudConfig<
  Item extends { id: string },
  Draft extends DraftShape,
  Values,
  Create = Values,
> {
  /** Names the data attribute on each item: `data-<name>-id`. */
  name: string;
  api: CrudApi<Item, Create, Partial<Values>>;
  /** Validates a draft into the values the table accepts; its messages show under the fields. */
  schema: z.ZodType<Values>;
  empty: Draft;
  toDraft: (item: Item) => Draft;
  /** The insert for new values; may add what the form does not ask, such as a position. */
  toCreate: (values: Values, items: Item[]) => Create;
  fields: readonly CrudFieldRow<Draft>[];
  /** Shown beside the form while it is edited. */
  preview?: (draft: Draft) => ReactNode;
  dialogWidth?: 'sm' | 'md';
  renderItem: (item: Item) => ReactNode;
  toggle?: CrudToggle<Item, Partial<Values>>;
  reorder?: CrudReorder<Item>;
  texts: CrudTexts<Item, Values>;
}
