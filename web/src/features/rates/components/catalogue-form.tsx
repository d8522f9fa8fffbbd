import { useFieldArray } from 'react-hook-form';
import { CATALOGUE_LIMITS as L, defaultCatalogue, type Catalogue } from '@shared/estimates/catalogue.js';
import type { Rates } from '@shared/estimates/pricing.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { showFieldIssues } from '../../../lib/field-issues';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveCatalogue } from '../api/catalogue';
import { catalogueDraft, catalogueForm, newLineDraft, newUpgradeDraft } from '../lib/catalogue-draft';
import { OPTIONS_MESSAGES } from '../lib/messages';
import { LineCard } from './line-card';
import { listProblem, ListSection } from './list-section';
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
  // Checked on save, then as typed: react-hook-form checks a whole list when an item is added in
  // the on-leave mode, so a new blank item would open already red.
  const form = useZodForm(catalogueForm, { defaultValues: catalogueDraft(initial), mode: 'onSubmit' });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const upgrades = useFieldArray({ control: form.control, name: 'upgrades' });
  const { errors } = form.formState;

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
        {/* Only for those who can save: it asks for a save. */}
        {isDefault && canEdit && <Alert variant="info">{OPTIONS_MESSAGES.isDefault}</Alert>}
        <fieldset disabled={!canEdit} className="min-w-0 space-y-8">
          <ListSection
            id="catalogue-lines"
            title="Roof lines"
            hint={`The roofs a proposal offers side by side, in this order (${L.lines.min} to ${L.lines.max}).`}
            list={lines}
            limits={L.lines}
            problem={listProblem(errors.lines)}
            addLabel="Add a line"
            onAdd={() => lines.append(newLineDraft(rates, form.getValues('lines')))}
            canEdit={canEdit}
          >
            {(index, actions) => <LineCard form={form} index={index} canEdit={canEdit} actions={actions} />}
          </ListSection>
          <ListSection
            id="catalogue-upgrades"
            title="Upgrades"
            hint={`Add-ons a homeowner may choose with any line, sold at the price you set (up to ${L.upgrades.max}).`}
            empty={<p className="text-sm text-slate-600">No upgrades yet.</p>}
            list={upgrades}
            limits={L.upgrades}
            problem={listProblem(errors.upgrades)}
            addLabel="Add an upgrade"
            onAdd={() => upgrades.append(newUpgradeDraft(form.getValues('upgrades')))}
            canEdit={canEdit}
          >
            {(index, actions) => (
              <UpgradeCard form={form} index={index} canEdit={canEdit} actions={actions} />
            )}
          </ListSection>
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
