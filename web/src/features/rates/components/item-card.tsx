import type { ReactNode } from 'react';
import { capitalize } from '@shared/kernel/format.js';
import { Card } from '../../../components/ui/card';
import type { CatalogueFormApi } from '../lib/catalogue-draft';
import { ItemActions, type ItemActionsProps } from './item-actions';

/** What an item card's buttons do, as its list gives them (the card adds its noun and number). */
export type ItemCardActions = Omit<ItemActionsProps, 'noun' | 'index'>;

/** Props of a catalogue item's card (a line or an upgrade): the form, its place in the list, and its buttons. */
export interface CatalogueItemProps {
  form: CatalogueFormApi;
  index: number;
  canEdit: boolean;
  actions: ItemCardActions;
}

/** Props of ItemCard. */
export interface ItemCardProps {
  /** What one item is called, e.g. "line": the card is the group "Line 2", its buttons "Move line 2 up". */
  noun: string;
  index: number;
  /** After the number in the heading, e.g. the item's name. */
  subtitle: string;
  canEdit: boolean;
  actions: ItemCardActions;
  children: ReactNode;
}

/** One item of an edited list (a line, an upgrade, a plan): a card named by its number, with its buttons and fields. */
export function ItemCard({ noun, index, subtitle, canEdit, actions, children }: ItemCardProps) {
  const name = `${capitalize(noun)} ${index + 1}`;
  return (
    <Card className="p-4 sm:p-5">
      <fieldset className="min-w-0 space-y-4">
        <legend className="sr-only">{name}</legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="min-w-0 break-words font-semibold text-brand-950">
            {name}
            <span className="font-normal text-slate-600"> · {subtitle}</span>
          </h3>
          {canEdit && <ItemActions noun={noun} index={index} {...actions} />}
        </div>
        {children}
      </fieldset>
    </Card>
  );
}
