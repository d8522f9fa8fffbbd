import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, type QueryStatus } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/page-title';
import { useTimedMessage } from '../../../lib/use-timed-message';

/** Props of SettingForm. */
export interface SettingFormProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  /** Saves the checked values; rejects when the save failed. */
  save: (values: O) => Promise<unknown>;
  saving: boolean;
  /**
   * The form's accessible name, what its Save button says, the banner after a save and the fallback
   * one after a failure the answer does not explain.
   */
  wording: { label: string; save: string; saved: string; failed: string };
  className?: string;
  children: ReactNode;
}

/** An operator setting's form in its card: the save's banner on top, the fields, Save at the bottom right. */
export function SettingForm<T extends FieldValues, O>(props: SettingFormProps<T, O>) {
  const { form, save, saving, wording, className, children } = props;
  const { message, show } = useTimedMessage();
  const onSubmit = async (values: O) => {
    try {
      await save(values);
      show('success', wording.saved);
    } catch (failure) {
      show('error', errorMessage(failure, wording.failed));
    }
  };
  return (
    <Card className={cn('p-5', className)}>
      <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-label={wording.label}>
        {message && <Alert variant={message.variant}>{message.text}</Alert>}
        {children}
        <div className="flex justify-end">
          <SubmitButton form={form} variant="accent" loading={saving}>
            {wording.save}
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

/** Props of SettingPage: the page's title and line under it, the setting's query and its wording. */
export interface SettingPageProps<T> {
  title: string;
  description: string;
  query: QueryStatus<T>;
  loading: string;
  error: string;
  children: (data: T) => ReactNode;
}

/** An operator setting's page: titled, then the form once the setting has loaded. */
export function SettingPage<T>({ title, description, query, loading, error, children }: SettingPageProps<T>) {
  usePageTitle(title);
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={description} />
      <QueryState query={query} loading={loading} error={error}>
        {children}
      </QueryState>
    </div>
  );
}
