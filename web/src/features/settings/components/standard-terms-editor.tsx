import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import { PROPOSAL_TERMS } from '@shared/documents/proposal-document.js';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';

/**
 * The built-in proposal terms as a list: each can be edited or removed on purpose, and the built-in
 * list restored (docs/decisions.md, "Default terms add to the built-in terms"). The terms stay
 * whatever the contractor leaves here; Settings' default terms are printed after them.
 */
export function StandardTermsEditor<T extends FieldValues & { standard_terms?: string[] | null }>({
  form,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
}) {
  const name = 'standard_terms' as Path<T>;
  const terms = (form.watch(name) as string[] | null | undefined) ?? [...PROPOSAL_TERMS];
  const set = (next: string[]) =>
    form.setValue(name, next as T[Path<T>], { shouldDirty: true, shouldValidate: true });
  const changed =
    terms.length !== PROPOSAL_TERMS.length || terms.some((term, i) => term !== PROPOSAL_TERMS[i]);
  return (
    <fieldset className="space-y-3" data-testid="standard-terms">
      <legend className="text-sm font-medium text-slate-900">Standard terms</legend>
      <p className="text-sm text-slate-600">
        Printed on every proposal, before your own terms below. Edit a term or remove it; nothing is dropped
        unless you remove it here.
      </p>
      {terms.length === 0 && (
        <p className="text-sm text-slate-500">No standard terms: only your own are printed.</p>
      )}
      <ol className="space-y-3">
        {terms.map((term, index) => {
          const error = get(form.formState.errors, `standard_terms.${index}`) as
            { message?: string } | undefined;
          return (
            <li key={index} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
              <Textarea
                label={`Term ${index + 1}`}
                rows={3}
                className="flex-1"
                value={term}
                error={error?.message}
                onValueChange={(value) => set(terms.map((item, i) => (i === index ? value : item)))}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-end sm:mt-6 sm:self-start"
                aria-label={`Remove term ${index + 1}`}
                onClick={() => set(terms.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ol>
      {changed && (
        <Button type="button" variant="secondary" size="sm" onClick={() => set([...PROPOSAL_TERMS])}>
          Restore the built-in terms
        </Button>
      )}
    </fieldset>
  );
}
