import type { z } from '@shared/kernel/zod.js';
import { campaignForm, type Campaign } from '@shared/public-site/schemas/campaign.js';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { CountInput, Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { blankFields, useZodForm } from '../../../lib/use-zod-form';
import { useCampaignSetting, useSaveCampaign } from '../api/operator';

// datetime-local speaks local time without a zone; the API stores instants.
const toLocal = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function valuesOf(campaign: Campaign | null) {
  if (!campaign)
    return {
      ...blankFields('presale_ends_at', 'beta_ends_at', 'launch_at'),
      beta_seats_total: '50',
      beta_seats_remaining: '50',
    };
  return {
    presale_ends_at: toLocal(campaign.presale_ends_at),
    beta_ends_at: toLocal(campaign.beta_ends_at),
    launch_at: toLocal(campaign.launch_at),
    beta_seats_total: String(campaign.beta_seats_total),
    beta_seats_remaining: String(campaign.beta_seats_remaining),
  };
}

function CampaignForm({ campaign }: { campaign: Campaign | null }) {
  const save = useSaveCampaign();
  const { message, show } = useTimedMessage();
  const form = useZodForm(campaignForm, { defaultValues: valuesOf(campaign) });
  const onSubmit = async (values: z.output<typeof campaignForm>) => {
    try {
      await save.mutateAsync({ ...values, version: campaign?.version ?? 0 });
      show('success', 'Campaign saved');
    } catch (failure) {
      show('error', errorMessage(failure, 'Failed to save the campaign'));
    }
  };
  return (
    <Card className="p-5">
      <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-label="Campaign setting">
        {message && <Alert variant={message.variant}>{message.text}</Alert>}
        <div className="grid gap-4 sm:grid-cols-3">
          <Input label="Presale ends" type="datetime-local" required {...form.field('presale_ends_at')} />
          <Input label="Beta ends" type="datetime-local" required {...form.field('beta_ends_at')} />
          <Input label="Launch" type="datetime-local" required {...form.field('launch_at')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <CountInput label="Beta seats" required {...form.field('beta_seats_total')} />
          <CountInput label="Beta seats remaining" required {...form.field('beta_seats_remaining')} />
        </div>
        <div className="flex justify-end">
          <SubmitButton form={form} variant="accent" loading={save.isPending}>
            Save Campaign
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

/** /dashboard/admin/campaign (users.manage): the presale and beta dates and seats every page reads. */
export function CampaignSettingPage() {
  usePageTitle('Campaign Setting');
  const setting = useCampaignSetting();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Campaign Setting"
        description="The presale and beta dates and seats shown across the public site"
      />
      <QueryState query={setting} loading="Loading the campaign…" error="Failed to load the campaign.">
        {(campaign) => <CampaignForm key={campaign?.version ?? 0} campaign={campaign} />}
      </QueryState>
    </div>
  );
}
