import type { ChangeType } from './change-notification';
import type { FilterCondition } from './postgres-filter';
import type { Vsn } from './phoenix-frames';

export type BindingEvent = ChangeType | '*';

/** A joined channel, as the dispatcher sees it. */
export interface Subscriber {
  readonly topic: string;
  readonly vsn: Vsn;
  /** Current role and claims for row-level security; replaced by `access_token`. */
  role: string;
  claimsJson: string;
  active: boolean;
  send(frame: string): void;
}

export interface Binding {
  id: number;
  event: BindingEvent;
  schema: string;
  /** null: every published table of the schema (`*` or no table given). */
  table: string | null;
  conditions: FilterCondition[];
  subscriber: Subscriber;
}

/**
 * Index of the bindings of all joined channels by table, so that a change only looks at the
 * bindings of its own table (plus the few schema-wide ones).
 */
export class SubscriptionRegistry {
  private readonly byTable = new Map<string, Set<Binding>>();
  private readonly wide = new Set<Binding>();
  private nextId = 1;

  /** Binding ids are small positive integers, as supabase-js compares them with `===`. */
  newId(): number {
    const id = this.nextId;
    this.nextId = this.nextId >= 2 ** 31 - 1 ? 1 : this.nextId + 1;
    return id;
  }

  add(bindings: Binding[]): void {
    for (const b of bindings) {
      if (b.table === null) {
        this.wide.add(b);
        continue;
      }
      const key = `${b.schema}.${b.table}`;
      let set = this.byTable.get(key);
      if (!set) this.byTable.set(key, (set = new Set()));
      set.add(b);
    }
  }

  remove(bindings: Binding[]): void {
    for (const b of bindings) {
      if (b.table === null) {
        this.wide.delete(b);
        continue;
      }
      const key = `${b.schema}.${b.table}`;
      const set = this.byTable.get(key);
      set?.delete(b);
      if (set?.size === 0) this.byTable.delete(key);
    }
  }

  /** Bindings that want this kind of change on this table (filters not yet applied). */
  candidates(schema: string, table: string, type: ChangeType): Binding[] {
    const out: Binding[] = [];
    const wants = (b: Binding) => b.subscriber.active && (b.event === '*' || b.event === type);
    for (const b of this.byTable.get(`${schema}.${table}`) ?? []) if (wants(b)) out.push(b);
    for (const b of this.wide)
      if (wants(b) && (b.schema === '*' || b.schema === schema)) out.push(b);
    return out;
  }

  get bindingCount(): number {
    let n = this.wide.size;
    for (const set of this.byTable.values()) n += set.size;
    return n;
  }
}
