// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../web/src/app/query-client';
import { PaymentFeesPage } from '../../../web/src/features/operator/routes/payment-fees-page';
import { resetWebTestState, seedSession, stubApi } from './support';

function field(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** The text the field's aria-describedby points at (its error, once shown). */
function problemOf(label: RegExp): string | null {
  const id = field(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function renderPage() {
  seedSession();
  const api = stubApi({
    'GET /api/operator/payment-fees': {
      status: 200,
      body: { fees: { starter: 0, pro: 150, enterprise: 25 } },
    },
    'PUT /api/operator/payment-fees': (call) => ({ status: 200, body: call.body }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PaymentFeesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(resetWebTestState);

describe('operator payment fees page', () => {
  it('shows each plan’s fee in percent and names every problem under its field, sending nothing', async () => {
    const api = renderPage();
    await screen.findByRole('form', { name: 'Platform fees' });
    expect(field(/^Starter/).value).toBe('0');
    expect(field(/^Professional/).value).toBe('1.5');
    expect(field(/^Enterprise/).value).toBe('0.25');

    fireEvent.change(field(/^Starter/), { target: { value: '' } });
    fireEvent.change(field(/^Professional/), { target: { value: '12' } });
    fireEvent.change(field(/^Enterprise/), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Fees' }));
    await waitFor(() => expect(problemOf(/^Starter/)).toContain('Enter the Starter fee (0 for none)'));
    expect(problemOf(/^Professional/)).toContain('The fee is at most 10 %');
    expect(problemOf(/^Enterprise/)).toContain('Enter a percentage such as 1.5 (at most two decimals)');
    expect(api.callsTo('PUT /api/operator/payment-fees')).toHaveLength(0);
  });

  it('saves the fees in basis points and says so', async () => {
    const api = renderPage();
    await screen.findByRole('form', { name: 'Platform fees' });
    fireEvent.change(field(/^Professional/), { target: { value: '2.75' } });
    fireEvent.change(field(/^Enterprise/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Fees' }));
    expect(await screen.findByText('Platform fees saved')).toBeTruthy();
    expect(api.callsTo('PUT /api/operator/payment-fees')[0]!.body).toEqual({
      fees: { starter: 0, pro: 275, enterprise: 1000 },
    });
  });
});
