import { useState, type FormEvent } from 'react';
import type { Campaign } from '@shared/public-site/schemas/campaign.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCampaignSetting, useSaveCampaign } from '../api/operator';

interface Draft {
  presale_ends_at: string;
  beta_ends_at: string;
  launch_at: string;
  beta_seats_total: string;
  beta_seats_remaining: string;
}

// datetime-local speaks local time without a zone; the API stores instants.
const toLocal = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => new Date(local).toISOString();

function draftOf(campaign: Campaign | null): Draft {
  if (!campaign)
    return {
      presale_ends_at: '',
      beta_ends_at: '',
      launch_at: '',
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(campaign));
  const bind = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        presale_ends_at: toIso(draft.presale_ends_at),
        beta_ends_at: toIso(draft.beta_ends_at),
        launch_at: toIso(draft.launch_at),
        beta_seats_total: Number(draft.beta_seats_total),
        beta_seats_remaining: Number(draft.beta_seats_remaining),
        version: campaign?.version ?? 0,
      });
      show('success', 'Campaign saved');
    } catch (failure) {
      show('error', errorMessage(failure, 'Failed to save the campaign'));
    }
  };
  return (
    <Card className="p-5">
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label="Campaign setting">
        {message && <Alert variant={message.variant}>{message.text}</Alert>}
        <div className="grid gap-4 sm:grid-cols-3">
          <Input label="Presale ends" type="datetime-local" required {...bind('presale_ends_at')} />
          <Input label="Beta ends" type="datetime-local" required {...bind('beta_ends_at')} />
          <Input label="Launch" type="datetime-local" required {...bind('launch_at')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Beta seats" type="number" min={0} required {...bind('beta_seats_total')} />
          <Input
            label="Beta seats remaining"
            type="number"
            min={0}
            required
            {...bind('beta_seats_remaining')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="accent" loading={save.isPending}>
            Save Campaign
          </Button>
        </div>
      </form>
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
      {setting.isPending ? (
        <PageSpinner label="Loading the campaign…" />
      ) : setting.isError ? (
        <Alert variant="error">Failed to load the campaign.</Alert>
      ) : (
        <CampaignForm key={setting.data?.version ?? 0} campaign={setting.data} />
      )}
    </div>
  );
}
