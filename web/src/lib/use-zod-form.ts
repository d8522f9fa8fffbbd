import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from '@shared/kernel/zod.js';

/** A zod schema a form can be checked with: it reads and produces an object of fields. */
export type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

/** What a text control needs from the form: its registration and its problem, if any. */
export type FieldBinding<T extends FieldValues> = UseFormRegisterReturn<Path<T>> & { error?: string };

/** Registers `name` and reads its problem, ready to spread onto Input, Select or Textarea. */
export function bindField<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: Path<T>,
): FieldBinding<T> {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { ...form.register(name), error: error?.message };
}

/** A react-hook-form form checked by a shared zod schema, plus `field(name)` for its controls. */
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  field: (name: Path<z.input<S>>) => FieldBinding<z.input<S>>;
};

/**
 * The one way a form is built: react-hook-form with the zod schema the API also uses, checked when a
 * field is left and on submit, so every problem shows under its own field at once.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    // The resolver's overloads cannot see through a generic schema; the schema's own types are the truth.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
  });
  return {
    ...form,
    field: (name) => bindField(form as UseFormReturn<z.input<S>, unknown, FieldValues>, name),
  };
}

/** Empty text for each named field: the starting values of a blank form. */
export function blankFields<K extends string>(...names: K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, ''])) as Record<K, string>;
}
