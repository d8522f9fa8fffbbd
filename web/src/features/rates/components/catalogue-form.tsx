import { useFieldArray } from 'react-hook-form';
import { CATALOGUE_LIMITS as L, defaultCatalogue, type Catalogue } from '@shared/estimates/catalogue.js';
import type { Rates } from '@shared/estimates/pricing.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { Form } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { showFieldIssues } from '../../../lib/field-issues';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveCatalogue } from '../api/catalogue';
import { catalogueDraft, catalogueForm, newLineDraft, newUpgradeDraft } from '../lib/catalogue-draft';
import { OPTIONS_MESSAGES } from '../lib/messages';
import { LineCard } from './line-card';
import { OptionsExample } from './options-example';
import { UpgradeCard } from './upgrade-card';

/** Props of CatalogueForm. */
export interface CatalogueFormProps {
  /** The catalogue as first loaded; a later refetch must not overwrite what is typed. */
  initial: Catalogue;
  /** Nothing saved yet: the catalogue was built from the rates. */
  isDefault: boolean;
  /** The saved rates: what the example prices with and the starting options are built from. */
  rates: Rates;
  canEdit: boolean;
}

/** The Options & upgrades tab: the catalogue's lines and upgrades, with each priced on a typical roof beside them. */
export function CatalogueForm({ initial, isDefault, rates, canEdit }: CatalogueFormProps) {
  const save = useSaveCatalogue();
  const { message, show } = useTimedMessage();
  const form = useZodForm(catalogueForm, { defaultValues: catalogueDraft(initial) });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const upgrades = useFieldArray({ control: form.control, name: 'upgrades' });
  const { errors } = form.formState;
  const listProblem = (list: typeof errors.lines | typeof errors.upgrades) =>
    list?.root?.message ?? list?.message;

  const onSubmit = async (catalogue: Catalogue) => {
    try {
      const saved = await save.mutateAsync(catalogue);
      form.reset(catalogueDraft(saved.catalogue));
      show('success', OPTIONS_MESSAGES.saved);
    } catch (failure) {
      // What was typed stays; each refused field shows the API's message under it.
      showFieldIssues(form, failure, 'catalogue.');
      show('error', errorMessage(failure, OPTIONS_MESSAGES.saveFailed));
    }
  };
  const onReset = () => {
    form.reset(catalogueDraft(defaultCatalogue(rates)));
    show('info', OPTIONS_MESSAGES.reset);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Form
        form={form}
        onSubmit={onSubmit}
        className="min-w-0 space-y-6 lg:col-span-2"
        aria-label="Options and upgrades"
      >
        {isDefault && <Alert variant="info">{OPTIONS_MESSAGES.isDefault}</Alert>}
        <fieldset disabled={!canEdit} className="min-w-0 space-y-8">
          <section aria-labelledby="catalogue-lines" className="space-y-4">
            <div>
              <h2 id="catalogue-lines" className="text-lg font-semibold text-brand-950">
                Roof lines
              </h2>
              <p className="text-sm text-slate-600">
                The roofs a proposal offers side by side, in this order ({L.lines.min} to {L.lines.max}).
              </p>
            </div>
            <ol className="space-y-4">
              {lines.fields.map((field, index) => (
                <li key={field.id}>
                  <LineCard
                    form={form}
                    index={index}
                    canEdit={canEdit}
                    actions={{
                      count: lines.fields.length,
                      onMove: lines.move,
                      onRemove: () => lines.remove(index),
                      canRemove: lines.fields.length > L.lines.min,
                    }}
                  />
                </li>
              ))}
            </ol>
            {listProblem(errors.lines) && <FieldError>{listProblem(errors.lines)}</FieldError>}
            {canEdit && lines.fields.length < L.lines.max && (
              <Button
                variant="secondary"
                icon="plus"
                onClick={() => lines.append(newLineDraft(rates, form.getValues('lines')))}
              >
                Add a line
              </Button>
            )}
          </section>
          <section aria-labelledby="catalogue-upgrades" className="space-y-4">
            <div>
              <h2 id="catalogue-upgrades" className="text-lg font-semibold text-brand-950">
                Upgrades
              </h2>
              <p className="text-sm text-slate-600">
                Add-ons a homeowner may choose with any line, sold at the price you set (up to{' '}
                {L.upgrades.max}).
              </p>
            </div>
            {upgrades.fields.length === 0 && <p className="text-sm text-slate-600">No upgrades yet.</p>}
            <ol className="space-y-4">
              {upgrades.fields.map((field, index) => (
                <li key={field.id}>
                  <UpgradeCard
                    form={form}
                    index={index}
                    canEdit={canEdit}
                    actions={{
                      count: upgrades.fields.length,
                      onMove: upgrades.move,
                      onRemove: () => upgrades.remove(index),
                      canRemove: true,
                    }}
                  />
                </li>
              ))}
            </ol>
            {listProblem(errors.upgrades) && <FieldError>{listProblem(errors.upgrades)}</FieldError>}
            {canEdit && upgrades.fields.length < L.upgrades.max && (
              <Button
                variant="secondary"
                icon="plus"
                onClick={() => upgrades.append(newUpgradeDraft(form.getValues('upgrades')))}
              >
                Add an upgrade
              </Button>
            )}
          </section>
        </fieldset>
        {message && <Alert variant={message.variant}>{message.text}</Alert>}
        {canEdit && (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onReset} disabled={save.isPending}>
              Reset to starting options
            </Button>
            <Button type="submit" variant="accent" loading={save.isPending}>
              Save options
            </Button>
          </div>
        )}
      </Form>
      <OptionsExample form={form} rates={rates} />
    </div>
  );
}
