// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, resetWebTestState, stubApi } from './support';

const TOKEN = 'H0Ge49jR98boYhJzL7IAilICBWlfkYrXbQrZyJ-F6UQ';
const PORTAL = `GET /api/customer-portal/proposal/${TOKEN}`;
const RESEND = `POST /api/customer-portal/proposal/${TOKEN}/resend-current`;
const DETAIL = 'This proposal was replaced by a newer one.';
const SENT = 'If this link is yours, the current proposal is on its way to your inbox.';

afterEach(resetWebTestState);

describe('customer proposal portal: a superseded link', () => {
  it('a 410 naming the current proposal shows its number and date, and the button mails the current link', async () => {
    const api = stubApi({
      [PORTAL]: {
        status: 410,
        body: { detail: DETAIL, current: { number: 'P-1043', sent_at: '2026-11-28T12:00:00Z' } },
      },
      [RESEND]: { status: 202, body: { message: SENT } },
    });
    renderRoute(`/proposal/${TOKEN}`);
    expect(await screen.findByText(DETAIL)).toBeTruthy();
    expect(screen.getByTestId('superseded-by').textContent).toBe(
      'A newer proposal (P-1043) was sent to you on Nov 28, 2026.',
    );
    expect(screen.queryByText('Please contact your contractor for a new link.')).toBeNull();

    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Email me the current link' });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText(SENT).getAttribute('role')).toBe('status'));
    expect(button.disabled).toBe(true);
    expect(api.callsTo(RESEND)).toHaveLength(1);
    expect(api.callsTo(RESEND)[0].body).toBeUndefined();
  });

  it('a 410 without `current` shows only the detail and the contact line', async () => {
    const api = stubApi({
      [PORTAL]: { status: 410, body: { detail: 'This proposal link has expired (valid for 30 days).' } },
    });
    renderRoute(`/proposal/${TOKEN}`);
    expect(await screen.findByText('This proposal link has expired (valid for 30 days).')).toBeTruthy();
    expect(screen.getByText('Please contact your contractor for a new link.')).toBeTruthy();
    expect(screen.queryByTestId('superseded-by')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Email me the current link' })).toBeNull();
    expect(api.callsTo(RESEND)).toHaveLength(0);
  });
});
