import * as z from '../../kernel/zod.js';
import { PLAN_TIERS, USER_LIST_LIMIT } from '../../kernel/constants.js';
import { ACCOUNT_ROLES } from '../../kernel/permissions.js';
import { userView } from './auth.js';
import { email, requiredText } from '../../kernel/schemas/common.js';
import { pageQuery, pageResponse } from '../../kernel/schemas/paging.js';

/** A role picked in a form (admin, manager or user). */
const role = z.enum(ACCOUNT_ROLES, { error: 'Role is required' });

/** POST /api/team/members — the Invite Team Member form (every field required). */
export const inviteMemberRequest = z.strictObject({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  email,
  role,
  /** Crew only: whether they may see homeowners' phone numbers (off when absent). */
  crew_sees_homeowner_phone: z.optional(z.boolean()),
});
export type InviteMemberRequest = z.infer<typeof inviteMemberRequest>;
/** The invite form's values before parsing (role starts empty). */

/** PUT /api/team/members/{id} — change a member's role. */
export const updateMemberRequest = z.strictObject({ role });

/** PUT /api/team/members/{id}/homeowner-phone — whether a crew member sees homeowners' phone numbers. */
export const crewPhoneRequest = z.strictObject({ crew_sees_homeowner_phone: z.boolean() });

/** Path of one member. */
export const memberPath = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

/** GET /api/team/members?limit=&cursor=. */
export const listMembersQuery = pageQuery(50, USER_LIST_LIMIT);

/** A member as the team page lists it (the account's own, so no company or account fields). */
export const teamMember = z.extend(z.omit(userView, { company: true, account_id: true, role_ids: true }), {
  /** Crew only (false for everyone else): the admin lets them see homeowners' phone numbers. */
  crew_sees_homeowner_phone: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** The plan banner: tier, seats included (null = unlimited) and seats taken by active and invited members. */
export const teamPlan = z.object({
  tier: z.enum(PLAN_TIERS),
  seat_limit: z.nullable(z.number()),
  seats_used: z.number(),
});
export type TeamPlan = z.infer<typeof teamPlan>;

/** GET /api/team/members answer. */
export const listMembersResponse = z.extend(pageResponse('members', teamMember), { plan: teamPlan });
export type ListMembersResponse = z.infer<typeof listMembersResponse>;

/** POST /api/team/members answer (and PUT /api/team/members/{id}'s). */
export const inviteMemberResponse = z.object({ member: teamMember, message: z.string() });
