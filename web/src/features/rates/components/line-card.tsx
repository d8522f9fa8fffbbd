import { useWatch } from 'react-hook-form';
import { CATALOGUE_LIMITS as L } from '@shared/estimates/catalogue.js';
import { ROOF_MATERIAL_LABELS, ROOF_MATERIALS } from '@shared/estimates/pricing.js';
import { DecimalInput, Input, MoneyInput } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { WasteMode } from '../lib/catalogue-draft';
import { ColourChips } from './colour-chips';
import { ItemCard, type CatalogueItemProps } from './item-card';

const MATERIALS = ROOF_MATERIALS.map((material) => ({
  value: material,
  label: ROOF_MATERIAL_LABELS[material],
}));

const WASTE_MODES: { value: WasteMode; label: string }[] = [
  { value: 'suggested', label: 'Suggested by the measurement' },
  { value: 'fixed', label: 'Fixed percentage' },
];

/** One roof line of the catalogue as a card of its fields, with its move and remove buttons. */
export function LineCard({ form, index, canEdit, actions }: CatalogueItemProps) {
  const at = `lines.${index}` as const;
  const [tier, name, wasteMode] = useWatch({
    control: form.control,
    name: [`${at}.tier`, `${at}.name`, `${at}.waste_mode`],
  });
  return (
    <ItemCard
      noun="line"
      index={index}
      subtitle={[tier, name].filter((part) => part.trim()).join(': ') || 'Unnamed'}
      canEdit={canEdit}
      actions={actions}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Name" required maxLength={L.name} {...form.field(`${at}.name`)} />
        <Input
          label="Tier label"
          required
          maxLength={L.tier}
          hint="Shown above the option, e.g. Good, Better, Best."
          {...form.field(`${at}.tier`)}
        />
        <Select label="Material" options={MATERIALS} {...form.field(`${at}.material`)} />
        <MoneyInput
          label="Price per square ($)"
          required
          inputMode="decimal"
          max={L.pricePerSquare}
          hint="Material for 100 sq ft; underlayment, labor and margin come from your rates."
          {...form.field(`${at}.price_per_square`)}
        />
        <Select label="Waste" options={WASTE_MODES} {...form.field(`${at}.waste_mode`)} />
        {wasteMode === 'fixed' && (
          <DecimalInput
            label="Waste (%)"
            required
            min={L.wastePercent.min}
            max={L.wastePercent.max}
            step={0.1}
            hint={`${L.wastePercent.min} to ${L.wastePercent.max} %, in place of the measurement’s suggestion.`}
            {...form.field(`${at}.waste`)}
          />
        )}
        <Input
          label="Labor adjustment (%)"
          // No inputMode: the phone keyboards it picks have no minus sign.
          type="number"
          min={L.laborAdjustmentPercent.min}
          max={L.laborAdjustmentPercent.max}
          step={1}
          hint="Whole percent on this line’s labor, −50 to +100."
          {...form.field(`${at}.labor_adjustment_percent`)}
        />
        <Textarea
          label="Warranty"
          rows={2}
          maxLength={L.text}
          className="sm:col-span-2"
          {...form.field(`${at}.warranty`)}
        />
        <ColourChips form={form} index={index} canEdit={canEdit} className="sm:col-span-2" />
      </div>
    </ItemCard>
  );
}
