// One person may hold many spellings of one mailbox: providers deliver `name+tag@` to `name@`, and
// Gmail ignores dots in the local part and answers for googlemail.com too. Per-person limits count
// the mailbox, not the spelling (docs/decisions.md, "One person per mailbox").

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for counting people: lower-cased, `+tag` dropped from the local
 * part, and for gmail.com/googlemail.com the dots dropped and the domain written gmail.com. Only for
 * limits and lookups; mail still goes to the address as typed.
 */
export function normaliseEmail(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0 || at === lower.length - 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  // A local part that starts with '+' has no mailbox name before the tag: keep it whole.
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '') || local;
  }
  return `${local}@${domain}`;
}
