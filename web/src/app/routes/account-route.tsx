import { AccountSettingsPage } from '../../features/account/routes/account-settings-page';
import { ProfileDetailsPanel } from '../../features/profile/components/profile-details-panel';

/** /dashboard/account: Account Settings with the profile feature's details form. */
export function AccountRoute() {
  return <AccountSettingsPage DetailsForm={ProfileDetailsPanel} />;
}
