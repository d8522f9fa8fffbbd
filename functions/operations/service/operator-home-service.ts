import type { CrmTab } from '@shared/operations/crm.js';
import type { CrmToday } from '@shared/operations/schemas/crm.js';
import { countSubmissionsSince, getOldestWithStatus, type SubmissionKind } from '../../public-site/index.js';
import { listRecentExports } from '../../platform/data/audit.js';

/** How many recent exports the operator home lists. */
const RECENT_EXPORTS = 5;

/** The status that means "nobody has answered yet" on each tab. */
const UNANSWERED: Record<CrmTab, { kind: SubmissionKind; status: string }> = {
  leads: { kind: 'lead', status: 'new' },
  partners: { kind: 'partner_application', status: 'pending' },
  contacts: { kind: 'contact', status: 'pending' },
  gdpr: { kind: 'gdpr_request', status: 'received' },
};

function nameOf(item: Record<string, unknown>): string {
  if (typeof item.full_name === 'string') return item.full_name;
  return `${String(item.first_name ?? '')} ${String(item.last_name ?? '')}`.trim();
}

/** The operator home: what arrived today (since midnight UTC) and the oldest still waiting per tab. */
export async function operatorToday(now = new Date()): Promise<CrmToday> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const tabs = Object.keys(UNANSWERED) as CrmTab[];
  const [counts, oldest, exports] = await Promise.all([
    Promise.all(tabs.map((tab) => countSubmissionsSince(UNANSWERED[tab].kind, since))),
    Promise.all(
      tabs.map((tab) =>
        getOldestWithStatus<Record<string, unknown>>(UNANSWERED[tab].kind, UNANSWERED[tab].status),
      ),
    ),
    listRecentExports(RECENT_EXPORTS),
  ]);
  const waiting = tabs
    .map((tab, index) => {
      const item = oldest[index];
      return item
        ? {
            tab,
            id: String(item.id),
            name: nameOf(item),
            email: String(item.email ?? ''),
            created_at: String(item.created_at),
          }
        : undefined;
    })
    .filter((item) => item !== undefined)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  return {
    since,
    new_today: { leads: counts[0], partners: counts[1], contacts: counts[2], gdpr: counts[3] },
    oldest_unanswered: waiting[0] ?? null,
    waiting,
    recent_exports: exports.map((entry) => {
      const exported = (entry.after ?? {}) as {
        what?: string;
        account_id?: string;
        rows?: number | null;
        file_name?: string;
      };
      return {
        id: entry.record_id,
        what: exported.what ?? 'export',
        account_id: exported.account_id ?? null,
        rows: exported.rows ?? null,
        file_name: exported.file_name ?? '',
        by: entry.actor_email,
        at: entry.at,
      };
    }),
  };
}
