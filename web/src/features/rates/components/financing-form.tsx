import { useFieldArray } from 'react-hook-form';
import { FINANCING_LIMITS as F, type FinancingPlan } from '@shared/estimates/financing.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { showFieldIssues } from '../../../lib/field-issues';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveFinancingPlans } from '../api/financing-plans';
import { financingDraft, financingForm, newPlanDraft } from '../lib/financing-draft';
import { FINANCING_MESSAGES } from '../lib/messages';
import { listProblem, ListSection } from './list-section';
import { PlanCard } from './plan-card';

/** The Financing tab: the lenders' plans, each with its example payment and disclosure. */
export function FinancingForm({
  initial,
  canEdit,
}: {
  /** The plans as first loaded; a later refetch must not overwrite what is typed. */
  initial: readonly FinancingPlan[];
  canEdit: boolean;
}) {
  const save = useSaveFinancingPlans();
  const { message, show } = useTimedMessage();
  // Checked on save, then as typed: react-hook-form checks a whole list when an item is added in
  // the on-leave mode, so a new blank item would open already red.
  const form = useZodForm(financingForm, { defaultValues: financingDraft(initial), mode: 'onSubmit' });
  const plans = useFieldArray({ control: form.control, name: 'plans' });

  const onSubmit = async ({ plans: values }: { plans: FinancingPlan[] }) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(financingDraft(saved.plans));
      show('success', FINANCING_MESSAGES.saved);
    } catch (failure) {
      // What was typed stays; each refused field shows the API's message under it.
      showFieldIssues(form, failure);
      show('error', errorMessage(failure, FINANCING_MESSAGES.saveFailed));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6" aria-label="Financing plans">
      <fieldset disabled={!canEdit} className="min-w-0">
        <ListSection
          id="financing-plans"
          title="Financing plans"
          hint={`Proposals show each plan’s monthly payment next to the price and link to the lender’s application; the lender decides on credit. Up to ${F.plans.max} plans.`}
          empty={<Card className="p-6 text-center text-slate-600">{FINANCING_MESSAGES.none}</Card>}
          list={plans}
          limits={F.plans}
          problem={listProblem(form.formState.errors.plans)}
          addLabel="Add a plan"
          onAdd={() => plans.append(newPlanDraft(form.getValues('plans')))}
          canEdit={canEdit}
        >
          {(index, actions) => <PlanCard form={form} index={index} canEdit={canEdit} actions={actions} />}
        </ListSection>
      </fieldset>
      {message && <Alert variant={message.variant}>{message.text}</Alert>}
      {canEdit && (
        <div className="flex flex-col sm:flex-row sm:justify-end">
          <Button type="submit" variant="accent" loading={save.isPending}>
            Save financing plans
          </Button>
        </div>
      )}
    </Form>
  );
}
