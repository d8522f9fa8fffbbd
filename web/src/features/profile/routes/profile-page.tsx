import { formatDate } from '@shared/kernel/format.js';
import { canUseLogo, tierLabel } from '@shared/accounts/team.js';
import type { SubscriptionView } from '@shared/accounts/schemas/profile.js';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { TitledSection } from '../../../components/ui/titled-section';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useProfile, useSubscriptionView } from '../api/profile';
import { LogoCard } from '../components/logo-card';
import { ProfileDetailsForm } from '../components/profile-details-form';

/** Wording of the profile screen (docs/product.md#accounts). */
export const PROFILE_MESSAGES = {
  signedOut: 'Please log in to access profile settings.',
  loadFailed: 'Failed to load profile',
  formLabel: 'Profile information',
  submitLabel: 'Save Profile',
  saved: 'Profile updated successfully',
  saveFailed: 'Failed to update profile',
} as const;

const STATUS_STYLES: Record<SubscriptionView['subscription_status'], string> = {
  active: 'bg-green-50 text-green-800 ring-green-200',
  trial: 'bg-blue-50 text-blue-800 ring-blue-200',
  free: 'bg-slate-100 text-slate-700 ring-slate-200',
};
const STATUS_LABELS: Record<SubscriptionView['subscription_status'], string> = {
  active: 'Active',
  trial: 'Trial',
  free: 'Free',
};

function SubscriptionCard({ subscription }: { subscription: SubscriptionView }) {
  const trialEnds = subscription.trial_ends_at
    ? formatDate(subscription.trial_ends_at, { month: 'long' })
    : null;
  return (
    <Card className="p-5 sm:p-6">
      <TitledSection id="subscription-status" title="Subscription Status" className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <span
            className={cn(
              'inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1',
              STATUS_STYLES[subscription.subscription_status],
            )}
          >
            {STATUS_LABELS[subscription.subscription_status]}
          </span>
          <span className="text-slate-700">{tierLabel(subscription.subscription_tier)} plan</span>
          {subscription.beta_access && (
            <span className="inline-flex rounded-full bg-violet-50 px-3 py-1 text-sm font-semibold text-violet-800 ring-1 ring-violet-200">
              Beta tester
            </span>
          )}
        </div>
        {subscription.subscription_status === 'trial' && trialEnds && (
          <p className="text-sm text-slate-600">Your free trial runs until {trialEnds}.</p>
        )}
        {subscription.subscription_status === 'free' && (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">
              You are on the free plan. Upgrade to upload your logo and use every feature.
            </p>
            <ButtonLink to="/dashboard/billing?action=changePlan" variant="accent">
              Upgrade
            </ButtonLink>
          </div>
        )}
      </TitledSection>
    </Card>
  );
}

/** /dashboard/profile: company logo, profile details and subscription status (docs/product.md#accounts). */
export function ProfilePage() {
  usePageTitle('Profile Settings');
  const { user } = useSession();
  const profile = useProfile();
  const subscription = useSubscriptionView();
  const details = useTimedMessage();

  if (!user) return <Alert variant="info">{PROFILE_MESSAGES.signedOut}</Alert>;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Profile Settings"
        description="Your details, your company logo and your subscription."
      />
      {profile.isPending ? (
        <PageSpinner label="Loading profile…" />
      ) : profile.isError ? (
        <Alert variant="error">{PROFILE_MESSAGES.loadFailed}</Alert>
      ) : (
        <>
          <LogoCard
            profile={profile.data}
            planKnown={subscription.isSuccess}
            allowed={subscription.isSuccess && canUseLogo(subscription.data.subscription_status)}
          />
          <Card className="p-5 sm:p-6">
            <TitledSection id="profile-information" title="Profile Information" className="space-y-5">
              {details.message && <Alert variant={details.message.variant}>{details.message.text}</Alert>}
              <ProfileDetailsForm profile={profile.data} wording={PROFILE_MESSAGES} onResult={details.show} />
            </TitledSection>
          </Card>
          {subscription.isSuccess && <SubscriptionCard subscription={subscription.data} />}
        </>
      )}
    </div>
  );
}
