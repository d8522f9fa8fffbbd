import { useState } from 'react';
import { uploadDocumentForm } from '@shared/documents/schemas/documents.js';
import type { z } from '@shared/kernel/zod.js';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUploadDocument } from '../api/documents';

/** "Upload a document": a file of the account's own, with its title and customer. */
export function UploadDocumentForm() {
  const upload = useUploadDocument();
  const form = useZodForm(uploadDocumentForm, { defaultValues: { title: '', customer_name: '' } });
  const [uploaded, setUploaded] = useState<string | null>(null);
  const submit = async ({ file, title, customer_name }: z.output<typeof uploadDocumentForm>) => {
    setUploaded(null);
    try {
      await upload.mutateAsync({ file, title, customerName: customer_name ?? '' });
      setUploaded(`${title} uploaded.`);
      form.reset();
    } catch (failure) {
      form.setError('root', { message: errorMessage(failure, 'The file could not be uploaded.') });
    }
  };
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-brand-950">Upload a document</h2>
      <Form form={form} onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2 [&>[role]]:col-span-full">
        {uploaded && <Alert variant="success">{uploaded}</Alert>}
        <Input label="Title" {...form.field('title')} />
        <Input label="Customer" {...form.field('customer_name')} />
        <Input
          label="File"
          type="file"
          accept="application/pdf,image/png,image/jpeg,image/heic,.heic"
          hint="PDF, PNG, JPEG or HEIC, up to 20 MB"
          {...form.field('file')}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <SubmitButton form={form} loading={upload.isPending}>
            Upload
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
