import { useId, useState, type KeyboardEvent } from 'react';
import { get, useWatch } from 'react-hook-form';
import { CATALOGUE_LIMITS as L } from '@shared/estimates/catalogue.js';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { CatalogueFormApi } from '../lib/catalogue-draft';

/** The first message anywhere under a form error (a list's problem, or one of its items'). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const inner of Object.values(error)) {
    const message = firstMessage(inner);
    if (message) return message;
  }
  return undefined;
}

/** A line's colours as chips, each with its remove button, and a field to add one (Enter or Add). */
export function ColourChips({
  form,
  index,
  canEdit,
  className,
}: {
  form: CatalogueFormApi;
  index: number;
  canEdit: boolean;
  className?: string;
}) {
  const name = `lines.${index}.colours` as const;
  const colours = useWatch({ control: form.control, name });
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const labelId = useId();
  const saved = firstMessage(get(form.formState.errors, name));

  const change = (next: string[]) => {
    form.setValue(name, next, { shouldDirty: true });
    form.clearErrors(name);
  };
  const add = () => {
    const colour = typed.trim();
    if (!colour) return;
    if (colours.some((listed) => listed.toLowerCase() === colour.toLowerCase()))
      return setProblem(`${colour} is already listed`);
    change([...colours, colour]);
    setTyped('');
    setProblem(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the colour instead of submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div role="group" aria-labelledby={labelId} className={cn('space-y-2', className)}>
      <p id={labelId} className="text-sm font-medium text-slate-800">
        Colours
      </p>
      {colours.length === 0 ? (
        <p className="text-sm text-slate-600">No colours listed.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={`Colours of line ${index + 1}`}>
          {colours.map((colour, position) => (
            <li
              key={colour}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm text-slate-800 ring-1 ring-slate-200"
            >
              <span className="min-w-0 break-words">{colour}</span>
              {canEdit && (
                <IconButton
                  icon="close"
                  label={`Remove colour ${colour}`}
                  iconClassName="size-4"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-accent-500"
                  onClick={() => change(colours.filter((_, other) => other !== position))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && colours.length < L.colours.max && (
        <div className="flex items-start gap-2">
          <Input
            label="Add a colour"
            className="min-w-0 flex-1"
            maxLength={L.colours.length}
            value={typed}
            error={problem}
            onValueChange={(value) => {
              setTyped(value);
              setProblem(undefined);
            }}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" className="mt-[1.625rem] shrink-0" onClick={add}>
            Add
          </Button>
        </div>
      )}
      {saved && <FieldError>{saved}</FieldError>}
    </div>
  );
}
