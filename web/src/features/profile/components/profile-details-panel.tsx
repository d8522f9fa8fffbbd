import type { ComponentProps } from 'react';
import { Alert } from '../../../components/ui/alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { useProfile } from '../api/profile';
import { ProfileDetailsForm } from './profile-details-form';

/** Props of ProfileDetailsPanel: the form's, plus what to say while the profile loads or when it cannot. */
export type ProfileDetailsPanelProps = Omit<ComponentProps<typeof ProfileDetailsForm>, 'profile'> & {
  loadingLabel: string;
  loadFailed: string;
};

/** The signed-in user's details form once their profile has loaded (Account Settings shows it). */
export function ProfileDetailsPanel({ loadingLabel, loadFailed, ...form }: ProfileDetailsPanelProps) {
  const profile = useProfile();
  if (profile.isPending) return <PageSpinner label={loadingLabel} />;
  if (profile.isError) return <Alert variant="error">{loadFailed}</Alert>;
  return <ProfileDetailsForm profile={profile.data} {...form} />;
}
