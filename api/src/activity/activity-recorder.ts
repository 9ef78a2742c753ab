import { isDeepStrictEqual } from 'node:util';
import {
  ChangeSetType,
  JsonType,
  helper,
  type ChangeSet,
  type EntityComparator,
  type EntityProperty,
  type EntityManager,
  type EventSubscriber,
  type FlushEventArgs,
  type TransactionEventArgs,
  type UnitOfWork,
} from '@mikro-orm/core';
import { actingAccountOf, type ActingAccount } from '../database/acting-account';
import { ActivityEntry, type FieldValues } from './activity-entry.entity';
import { ActivityAction, type ChangeAction } from './activity-kinds';
import { ACTIVITY_SUBJECTS, redacted, type ActivitySubject, type RowClass } from './activity-subjects';

/** A row's change as the flush found it, written into the record once its id is known. */
interface FoundChange {
  subject: ActivitySubject<unknown>;
  action: ChangeAction;
  row: object;
  /** The row's id, read before a delete forgets it; a new row's comes from the insert. */
  id: number | null;
  label: string | null;
  /** The recorded fields' values before the change (null for a new row). */
  before: FieldValues | null;
  /** The fields whose values after the change are recorded: read once the rows are written. */
  fields: readonly string[] | 'all' | null;
}

interface FoundChanges {
  at: Date;
  actor: ActingAccount | null;
  changes: FoundChange[];
}

const ACTIONS: Partial<Record<ChangeSetType, ChangeAction>> = {
  [ChangeSetType.CREATE]: ActivityAction.create,
  [ChangeSetType.UPDATE]: ActivityAction.update,
  [ChangeSetType.UPDATE_EARLY]: ActivityAction.update,
  [ChangeSetType.DELETE]: ActivityAction.delete,
  [ChangeSetType.DELETE_EARLY]: ActivityAction.delete,
};

/** A stored value as JSON holds it: dates as ISO text, everything else as it is. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

/**
 * A row's values as MikroORM keeps them to compare (relations as the ids they point to, JSON
 * columns as their text), with the JSON columns read back into values.
 */
function readable(row: object, values: FieldValues): FieldValues {
  const properties = helper(row).__meta.properties as Record<string, EntityProperty | undefined>;
  const read: FieldValues = {};
  for (const [field, value] of Object.entries(values)) {
    const isJson = properties[field]?.customType instanceof JsonType;
    read[field] = isJson && typeof value === 'string' ? JSON.parse(value) : value;
  }
  return read;
}

/** What a row holds now, readable. */
const snapshotOf = (comparator: EntityComparator, row: object): FieldValues =>
  readable(row, comparator.prepareEntity(row));

/** The recorded fields of a readable snapshot, secrets hidden. */
function recordedValues(subject: ActivitySubject<unknown>, snapshot: FieldValues, fields: readonly string[]) {
  const values: FieldValues = {};
  for (const field of fields) {
    const value = snapshot[field];
    values[field] = subject.secret?.includes(field) ? (value == null ? null : redacted()) : jsonValue(value);
  }
  return values;
}

/** Whether a field of a row is in its entries: not its id (the entry's entityId), nor one the subject leaves out. */
function isRecorded(subject: ActivitySubject<unknown>, field: string, row: object): boolean {
  if (helper(row).__meta.primaryKeys.includes(field as never)) return false;
  if (subject.only && !subject.only.includes(field)) return false;
  return !subject.ignored?.includes(field);
}

/** The change of one row the record keeps, or null (not a tracked table, an action or fields it leaves out). */
function foundChange(changeSet: ChangeSet<object>, comparator: EntityComparator): FoundChange | null {
  const subject = ACTIVITY_SUBJECTS.get(changeSet.entity.constructor as RowClass);
  const action = ACTIONS[changeSet.type];
  if (!subject || !action || (subject.actions && !subject.actions.includes(action))) return null;
  const row = changeSet.entity;
  const original = readable(row, changeSet.originalEntity ?? {});
  const base = { subject, action, row, label: subject.label?.(row) ?? null };
  const id = () => Number(helper(row).getPrimaryKey());
  if (action === ActivityAction.create) return { ...base, id: null, before: null, fields: 'all' };
  if (action === ActivityAction.delete) {
    // Every field of the row as it goes.
    const snapshot = snapshotOf(comparator, row);
    const fields = Object.keys(snapshot).filter((field) => isRecorded(subject, field, row));
    return { ...base, id: id(), before: recordedValues(subject, snapshot, fields), fields: null };
  }
  const fields = Object.keys(changeSet.payload).filter((field) => isRecorded(subject, field, row));
  if (fields.length === 0) return null;
  return { ...base, id: id(), before: recordedValues(subject, original, fields), fields };
}

/**
 * An update's fields before and after, without those whose value is the same in both: the unit
 * of work also reports a JSON value whose keys came back from the database in another order.
 * Null when nothing is left.
 */
function changedValues(before: FieldValues, after: FieldValues): { before: FieldValues; after: FieldValues } | null {
  const fields = Object.keys(after).filter((field) => !isDeepStrictEqual(before[field], after[field]));
  if (fields.length === 0) return null;
  const pick = (values: FieldValues) => Object.fromEntries(fields.map((field) => [field, values[field]]));
  return { before: pick(before), after: pick(after) };
}

/** The values an entry records before and after its change, read now that the rows are written; null for no change. */
function valuesOf(comparator: EntityComparator, change: FoundChange) {
  if (change.fields === null) return { before: change.before, after: null };
  const snapshot = snapshotOf(comparator, change.row);
  if (change.fields === 'all') {
    const fields = Object.keys(snapshot).filter((field) => isRecorded(change.subject, field, change.row));
    return { before: null, after: recordedValues(change.subject, snapshot, fields) };
  }
  return changedValues(change.before ?? {}, recordedValues(change.subject, snapshot, change.fields));
}

/** The entries of the changes, with what the rows hold now that they are written. */
function entriesOf(em: EntityManager, { at, actor, changes }: FoundChanges) {
  const comparator = em.getComparator();
  return changes.flatMap((change) => {
    const values = valuesOf(comparator, change);
    if (!values) return [];
    return {
      at,
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action: change.action,
      entity: change.subject.entity,
      entityId: change.id ?? Number(helper(change.row).getPrimaryKey()),
      label: change.label,
      ...values,
      address: null,
    };
  });
}

/**
 * Records every change of the shop's tracked tables (activity-subjects.ts), made through the
 * unit of work, in the transaction that makes it: the flush finds the changes (onFlush, while
 * their old values are still known), and their entries are written after the rows, once new
 * rows have their ids, but before anything commits:
 * - a flush inside a transaction (`em.transactional`, as most services write) writes them when
 *   it is done (afterFlush), inside that transaction, so a rollback takes them with it;
 * - a flush that runs its own transaction writes them just before that commits.
 * The account is the one the EntityManager acts for (database/acting-account.ts).
 */
export class ActivityRecorder implements EventSubscriber {
  private readonly found = new WeakMap<UnitOfWork, FoundChanges>();

  onFlush({ em, uow }: FlushEventArgs): void {
    const comparator = em.getComparator();
    const changes = [...uow.getChangeSets()].flatMap((changeSet) => foundChange(changeSet, comparator) ?? []);
    if (changes.length === 0) this.found.delete(uow);
    else this.found.set(uow, { at: new Date(), actor: actingAccountOf(em), changes });
  }

  /**
   * A flush of its own transaction: its rows are written, and this is the last moment before
   * the commit. The EntityManager works in that transaction until the flush is over.
   */
  async beforeTransactionCommit({ em, uow }: TransactionEventArgs): Promise<void> {
    if (uow) await this.write(em, uow);
  }

  /** A flush inside a transaction (or without one, where the database has none): still inside it. */
  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    await this.write(em, uow);
  }

  /** Writes the entries of `uow`'s changes in the transaction `em` works in. */
  private async write(em: EntityManager, uow: UnitOfWork): Promise<void> {
    const found = this.found.get(uow);
    if (!found) return;
    this.found.delete(uow);
    const entries = entriesOf(em, found);
    // A native insert runs in the transaction the EntityManager works in.
    if (entries.length > 0) await em.insertMany(ActivityEntry, entries);
  }
}
