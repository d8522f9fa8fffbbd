import type { ReactNode } from 'react';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { TitledSection } from '../../../components/ui/titled-section';
import type { ItemCardActions } from './item-card';

/** A list's own problem (too few, too many), as react-hook-form files it beside its items' problems. */
export function listProblem(
  error: { root?: HookFieldError; message?: string } | undefined,
): string | undefined {
  return error?.root?.message ?? error?.message;
}

/** What a list section needs of react-hook-form's useFieldArray. */
export interface EditedList {
  fields: readonly { id: string }[];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

/** Props of ListSection. */
export interface ListSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  hint: ReactNode;
  /** Shown instead of the list when it has no items. */
  empty?: ReactNode;
  list: EditedList;
  /** How few and how many items the list may hold. */
  limits: { min: number; max: number };
  /** A problem of the list as a whole, not of one item. */
  problem?: string;
  addLabel: string;
  /** Appends a new item; offered only to editors while the list is below its maximum. */
  onAdd: () => void;
  canEdit: boolean;
  /** One item's card, given its index and what its buttons do. */
  children: (index: number, actions: ItemCardActions) => ReactNode;
}

/** An edited list of item cards under its heading: move and remove within its limits, the list's problem, and Add. */
export function ListSection({
  id,
  title,
  hint,
  empty,
  list,
  limits,
  problem,
  addLabel,
  onAdd,
  canEdit,
  children,
}: ListSectionProps) {
  const count = list.fields.length;
  return (
    <TitledSection
      id={id}
      title={title}
      description={hint}
      descriptionClassName="text-sm text-slate-600"
      className="space-y-4"
    >
      {count === 0 && empty}
      <ol className="space-y-4">
        {list.fields.map((field, index) => (
          <li key={field.id}>
            {children(index, {
              count,
              onMove: list.move,
              onRemove: () => list.remove(index),
              canRemove: count > limits.min,
            })}
          </li>
        ))}
      </ol>
      {problem && <FieldError>{problem}</FieldError>}
      {canEdit && count < limits.max && (
        <Button variant="secondary" icon="plus" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </TitledSection>
  );
}
