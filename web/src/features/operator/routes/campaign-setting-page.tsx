import type { z } from '@shared/kernel/zod.js';
import { campaignForm, type Campaign } from '@shared/public-site/schemas/campaign.js';
import { CountInput, Input } from '../../../components/ui/input';
import { blankFields, useZodForm } from '../../../lib/use-zod-form';
import { useCampaignSetting, useSaveCampaign } from '../api/operator';
import { SettingForm, SettingPage } from '../components/setting-form';

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
  const form = useZodForm(campaignForm, { defaultValues: valuesOf(campaign) });
  return (
    <SettingForm
      form={form}
      save={(values: z.output<typeof campaignForm>) =>
        save.mutateAsync({ ...values, version: campaign?.version ?? 0 })
      }
      saving={save.isPending}
      wording={{
        label: 'Campaign setting',
        save: 'Save Campaign',
        saved: 'Campaign saved',
        failed: 'Failed to save the campaign',
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Input label="Presale ends" type="datetime-local" required {...form.field('presale_ends_at')} />
        <Input label="Beta ends" type="datetime-local" required {...form.field('beta_ends_at')} />
        <Input label="Launch" type="datetime-local" required {...form.field('launch_at')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CountInput label="Beta seats" required {...form.field('beta_seats_total')} />
        <CountInput label="Beta seats remaining" required {...form.field('beta_seats_remaining')} />
      </div>
    </SettingForm>
  );
}

/** /dashboard/admin/campaign (users.manage): the presale and beta dates and seats every page reads. */
export function CampaignSettingPage() {
  const setting = useCampaignSetting();
  return (
    <SettingPage
      title="Campaign Setting"
      description="The presale and beta dates and seats shown across the public site"
      query={setting}
      loading="Loading the campaign…"
      error="Failed to load the campaign."
    >
      {(campaign) => <CampaignForm key={campaign?.version ?? 0} campaign={campaign} />}
    </SettingPage>
  );
}
