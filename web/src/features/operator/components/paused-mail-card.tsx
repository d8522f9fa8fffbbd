import { useState } from 'react';
import { formatDateTime } from '@shared/kernel/format.js';
import type { PausedMailAccount } from '@shared/mail/schemas/mail-health.js';
import { ActionRow } from '../../../components/ui/action-row';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { usePausedMail, useResumeMail } from '../api/operator';

/** Accounts whose customer mail the send guard paused, each with "Resume mail" once an operator has reviewed it. */
export function PausedMailCard() {
  const paused = usePausedMail();
  const resume = useResumeMail();
  const [asking, setAsking] = useState<PausedMailAccount | null>(null);
  const { message, show } = useTimedMessage();
  const accounts = paused.data?.accounts ?? [];
  if (!accounts.length && !message) return null;

  const confirm = () => {
    if (!asking) return;
    resume.mutate(asking.account_id, {
      onSuccess: (answer) => show('success', answer.message),
      onError: (error) => show('error', errorMessage(error, 'The pause could not be lifted.')),
      onSettled: () => setAsking(null),
    });
  };
  return (
    <>
      <Card className="space-y-4 p-5">
        <div>
          <h2 className="text-lg font-semibold text-brand-950">Paused customer mail</h2>
          <p className="text-sm text-slate-600">
            Too many of these accounts&rsquo; mails bounced or were marked as spam. Resume once you have
            reviewed the account with its owner.
          </p>
        </div>
        {message && <Alert variant={message.variant}>{message.text}</Alert>}
        <ul className="divide-y divide-slate-200">
          {accounts.map((account) => (
            <ActionRow
              key={account.account_id}
              className="py-3"
              action={
                <Button variant="secondary" size="sm" onClick={() => setAsking(account)}>
                  Resume mail
                </Button>
              }
            >
              <p className="font-medium text-brand-950">{account.company}</p>
              <p className="text-sm text-slate-600">
                {account.reason} · paused {formatDateTime(account.paused_at)}
              </p>
            </ActionRow>
          ))}
        </ul>
      </Card>
      <ConfirmDialog
        open={asking !== null}
        title="Resume customer mail"
        message={`Mail from ${asking?.company ?? 'this account'} to its customers starts again, counted in a fresh window.`}
        confirmLabel="Resume mail"
        confirmVariant="primary"
        busy={resume.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
