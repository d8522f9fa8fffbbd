import { useWatch } from 'react-hook-form';
import { CATALOGUE_LIMITS as L, UPGRADE_BASES, UPGRADE_BASIS_LABELS } from '@shared/estimates/catalogue.js';
import { CountInput, Input, MoneyInput } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ItemCard, type CatalogueItemProps } from './item-card';

const BASES = UPGRADE_BASES.map((basis) => ({ value: basis, label: UPGRADE_BASIS_LABELS[basis] }));

/** One upgrade of the catalogue as a card of its fields, with its move and remove buttons. */
export function UpgradeCard({ form, index, canEdit, actions }: CatalogueItemProps) {
  const at = `upgrades.${index}` as const;
  const [name, basis] = useWatch({ control: form.control, name: [`${at}.name`, `${at}.basis`] });
  return (
    <ItemCard
      noun="upgrade"
      index={index}
      subtitle={name.trim() || 'Unnamed'}
      canEdit={canEdit}
      actions={actions}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Name" required maxLength={L.name} {...form.field(`${at}.name`)} />
        <Select label="Priced" options={BASES} {...form.field(`${at}.basis`)} />
        <MoneyInput
          label="Unit price ($)"
          required
          inputMode="decimal"
          max={L.unitPrice}
          hint={`${UPGRADE_BASIS_LABELS[basis]}; the price the homeowner pays, no margin added.`}
          {...form.field(`${at}.unit_price`)}
        />
        {basis === 'each' && (
          <CountInput
            label="Quantity"
            required
            min={L.quantityEach.min}
            max={L.quantityEach.max}
            {...form.field(`${at}.quantity_each`)}
          />
        )}
        <Textarea
          label="Description"
          rows={2}
          maxLength={L.text}
          className="sm:col-span-2"
          {...form.field(`${at}.description`)}
        />
      </div>
    </ItemCard>
  );
}
