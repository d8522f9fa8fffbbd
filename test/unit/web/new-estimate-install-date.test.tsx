// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAST_INSTALL_DATE } from '../../../shared/estimates/schemas/estimates';
import { adminUser, renderRoute, resetWebTestState, seedSession, stubApi } from './support';

afterEach(resetWebTestState);

describe('New Estimate: an install date in the past', () => {
  it('is refused at the field with the shared message, and nothing is sent', async () => {
    seedSession();
    const api = stubApi({
      'GET /api/auth/me': { status: 200, body: adminUser },
      'GET /api/auth/permissions': {
        status: 200,
        body: { permissions: ['estimates.read', 'estimates.write', 'rates.read', 'rates.write'] },
      },
      'POST /api/estimates': { status: 201, body: {} },
    });
    renderRoute('/dashboard/estimates/new');
    fireEvent.change(await screen.findByLabelText(/Street address/), {
      target: { value: '12 Oak Street, Carmel, IN 46032' },
    });
    fireEvent.change(screen.getByLabelText(/Customer last name/), { target: { value: 'Lopez' } });
    fireEvent.change(screen.getByLabelText(/Install date/), { target: { value: '2020-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Estimate' }));
    const message = await screen.findByText(PAST_INSTALL_DATE);
    expect(message).toBeTruthy();
    // The message belongs to the install date field.
    expect(screen.getByLabelText(/Install date/).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/estimates')).toHaveLength(0);
  });
});
