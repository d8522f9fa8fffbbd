import type { Permission } from '@shared/kernel/permissions.js';
import type { IconName } from '../components/ui/icon';

/** Route metadata: the permission a dashboard screen needs (docs/product.md#accounts), enforced by the dashboard layout. */
export interface RouteHandle {
  permission?: Permission;
}

/** One entry of the dashboard sidebar. */
export interface SidebarEntry {
  to: string;
  label: string;
  icon: IconName;
  /** Active only on this exact path (the dashboard home), not on the paths below it. */
  end?: boolean;
  /** Shown only to members holding it; the route behind it is gated by the same permission. */
  permission?: Permission;
}

/**
 * The original sidebar entries (none carries a permission) plus the screens the spec's list leaves
 * without a way in: Proposals, and the work after the signature, each shown only with its permission.
 */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { to: '/dashboard', label: 'Dashboard', icon: 'home', end: true },
  { to: '/dashboard/estimates', label: 'Estimates', icon: 'estimate' },
  { to: '/dashboard/proposals', label: 'Proposals', icon: 'proposal' },
  { to: '/dashboard/projects', label: 'Projects', icon: 'ladder', permission: 'projects.read' },
  { to: '/dashboard/insurance', label: 'Insurance', icon: 'shield', permission: 'disputes.read' },
  { to: '/dashboard/documents', label: 'Documents', icon: 'document', permission: 'documents.read' },
  {
    to: '/dashboard/communications',
    label: 'Communications',
    icon: 'chat',
    permission: 'communications.read',
  },
  { to: '/dashboard/reports', label: 'Reports', icon: 'list', permission: 'reports.read' },
  { to: '/dashboard/customers', label: 'Customers', icon: 'users' },
  { to: '/dashboard/profile', label: 'Profile', icon: 'user' },
  { to: '/dashboard/account', label: 'Account', icon: 'building' },
  { to: '/dashboard/billing', label: 'Billing', icon: 'card' },
  { to: '/dashboard/users', label: 'Users', icon: 'userPlus' },
  { to: '/dashboard/settings', label: 'Settings', icon: 'settings' },
];

/** The operators' own navigation: their home, the CRM, coupons, platform users, the campaign setting and payment fees. */
export const OPERATOR_SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { to: '/dashboard/admin', label: 'Operator Home', icon: 'home', end: true },
  { to: '/dashboard/admin/crm', label: 'CRM', icon: 'list' },
  { to: '/dashboard/admin/coupons', label: 'Coupons', icon: 'star' },
  { to: '/dashboard/admin/users', label: 'Platform Users', icon: 'users' },
  { to: '/dashboard/admin/campaign', label: 'Campaign', icon: 'calendar' },
  { to: '/dashboard/admin/payment-fees', label: 'Payment Fees', icon: 'card' },
  { to: '/dashboard/profile', label: 'Profile', icon: 'user' },
];
