// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryDocument } from '../../../shared/documents/schemas/documents';
import type { Project, ProjectPhase } from '../../../shared/jobs/schemas/projects';
import type { ProjectPaymentsView } from '../../../shared/payments/schemas/payments';
import { queryClient } from '../../../web/src/app/query-client';
import { SendForSignatureForm } from '../../../web/src/features/documents/components/signature-request';
import { SendInvoiceForm } from '../../../web/src/features/payments/components/send-invoice-form';
import { PhaseRow } from '../../../web/src/features/projects/components/phase-row';
import { PhaseTemplateSection } from '../../../web/src/features/projects/components/phase-template-section';
import { resetWebTestState, stubApi } from './support';

function withQueries(children: ReactNode) {
  return render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
}

function field(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** The text of the element the field's aria-describedby points at. */
function problemOf(label: string | RegExp): string | null {
  const id = field(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

// happy-dom has no select.size nor option.defaultSelected, so react-hook-form would take a select for
// edited before the form was ready and keep its first option; a browser has both.
beforeAll(() => {
  if (!('size' in HTMLSelectElement.prototype))
    Object.defineProperty(HTMLSelectElement.prototype, 'size', { configurable: true, get: () => 0 });
  if (!('defaultSelected' in HTMLOptionElement.prototype))
    Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
      configurable: true,
      get(this: HTMLOptionElement) {
        return this.hasAttribute('selected');
      },
    });
});

const doc: LibraryDocument = {
  id: 'doc-1',
  kind: 'upload',
  title: 'Change order 7',
  customer_name: null,
  customer_email: null,
  estimate_id: null,
  content_type: 'application/pdf',
  bytes: 1000,
  created_at: '2026-01-02T00:00:00Z',
  signature_status: null,
  regenerable: false,
  version: 1,
  versions: [{ version: 1, created_at: '2026-01-02T00:00:00Z', bytes: 1000 }],
};

const phase: ProjectPhase = {
  id: 'phase-1',
  name: 'Tear-off',
  start_date: '2026-03-10',
  end_date: '2026-03-11',
  status: 'scheduled',
  crew: [],
};

const stageOf = (stage: 'deposit' | 'progress' | 'final', label: string, amount: number, invoiced = 0) => ({
  stage,
  label,
  percent: 0,
  amount,
  invoiced,
  paid: 0,
  processing: 0,
  due: 0,
  overdue: 0,
});

/** A project's payments with the progress payment part invoiced and the final one untouched. */
const payments: ProjectPaymentsView = {
  enabled: true,
  state: 'enabled',
  requirements: [],
  has_schedule: true,
  total: 12000,
  paid: 3000,
  processing: 0,
  due: 1000,
  overdue: 0,
  invoices: [],
  payments: [],
  stages: [
    stageOf('deposit', 'Deposit', 3000, 3000),
    stageOf('progress', 'Progress payment', 6000, 1000),
    stageOf('final', 'Final payment', 3000),
  ],
};

describe('forms checked by the API schemas before anything is sent', () => {
  afterEach(resetWebTestState);

  it('send for signature shows the request schema’s problems under the signer fields', async () => {
    const api = stubApi({});
    withQueries(<SendForSignatureForm doc={doc} onClose={() => undefined} />);
    fireEvent.change(field('Signer email'), { target: { value: 'casey@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(problemOf('Signer name')).toBe('Signer name is required'));
    expect(problemOf('Signer email')).toBe('Please enter a valid email address');
    expect(api.calls).toHaveLength(0);
  });

  it('a phase that ends before it starts is not saved', async () => {
    const api = stubApi({ 'GET /api/projects/crew': { status: 200, body: { members: [] } } });
    withQueries(<PhaseRow project={{ id: 'p-1' } as Project} phase={phase} canEdit />);
    fireEvent.change(field('End'), { target: { value: '2026-03-09' } });
    const save = screen.getByRole('button', { name: 'Save dates' }) as HTMLButtonElement;
    // Enabled once the form sees a change.
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(problemOf('End')).toBe('A phase cannot end before it starts'));
    expect(api.callsTo('PUT /api/projects/p-1/phases/phase-1')).toHaveLength(0);
  });

  it('a phase row sends a cleared date as null, with the status it started with', async () => {
    const api = stubApi({
      'GET /api/projects/crew': { status: 200, body: { members: [] } },
      'PUT /api/projects/p-1/phases/phase-1': { status: 500, body: { detail: 'Down' } },
    });
    withQueries(<PhaseRow project={{ id: 'p-1' } as Project} phase={phase} canEdit />);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('scheduled');
    fireEvent.change(field('End'), { target: { value: '' } });
    const save = screen.getByRole('button', { name: 'Save dates' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(api.callsTo('PUT /api/projects/p-1/phases/phase-1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/projects/p-1/phases/phase-1')[0].body).toEqual({
      start_date: '2026-03-10',
      end_date: null,
      status: 'scheduled',
    });
  });

  it('the phase template keeps at least one phase, leaving blank rows out', async () => {
    const api = stubApi({
      'GET /api/projects/phase-template': { status: 200, body: { phases: ['Tear-off', 'Dry-in'] } },
    });
    withQueries(<PhaseTemplateSection />);
    fireEvent.change(await screen.findByLabelText('Phase 1'), { target: { value: ' ' } });
    fireEvent.change(field('Phase 2'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Keep at least one phase')).toBeTruthy();
    expect(api.callsTo('PUT /api/projects/phase-template')).toHaveLength(0);
  });

  it('send an invoice starts on what is left, and says what is wrong with the amount under it', async () => {
    const api = stubApi({});
    withQueries(<SendInvoiceForm projectId="p-1" view={payments} />);
    expect(field(/^Amount/).value).toBe('5000');
    expect(screen.getByText('$5,000.00 left of this payment')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'final' } });
    expect(field(/^Amount/).value).toBe('3000');
    fireEvent.change(field(/^Amount/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invoice' }));
    await waitFor(() => expect(problemOf(/^Amount/)).toBe('Enter the amount in dollars'));
    fireEvent.change(field(/^Amount/), { target: { value: '0' } });
    await waitFor(() => expect(problemOf(/^Amount/)).toBe('Enter an amount above $0'));
    expect(api.callsTo('POST /api/projects/p-1/invoices')).toHaveLength(0);
  });

  it('send an invoice sends the amount typed in dollars as a number and says it was sent', async () => {
    const api = stubApi({ 'POST /api/projects/p-1/invoices': { status: 200, body: payments } });
    withQueries(<SendInvoiceForm projectId="p-1" view={payments} />);
    fireEvent.change(field(/^Amount/), { target: { value: '1250.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invoice' }));
    expect(await screen.findByText('Invoice for $1,250.50 sent to the homeowner.')).toBeTruthy();
    expect(api.callsTo('POST /api/projects/p-1/invoices')[0].body).toEqual({
      stage: 'progress',
      amount: 1250.5,
    });
  });

  it('send an invoice still says it was sent when that invoice was the last one left', async () => {
    const invoicedInFull: ProjectPaymentsView = {
      ...payments,
      stages: payments.stages.map((stage) => ({ ...stage, invoiced: stage.amount })),
    };
    stubApi({ 'POST /api/projects/p-1/invoices': { status: 200, body: invoicedInFull } });
    const view = withQueries(<SendInvoiceForm projectId="p-1" view={payments} />);
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'final' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invoice' }));
    await screen.findByText('Invoice for $3,000.00 sent to the homeowner.');
    // The project's payments query answers with nothing left to invoice.
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <SendInvoiceForm projectId="p-1" view={invoicedInFull} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('form', { name: 'Send an invoice' })).toBeNull();
    expect(screen.getByText('Invoice for $3,000.00 sent to the homeowner.')).toBeTruthy();
  });
});
