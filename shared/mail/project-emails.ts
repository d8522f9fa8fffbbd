import { formatLongDate, formatWeekday } from '../kernel/format.js';
import { button, companyLayout, escapeHtml, linkLine, type Renderer } from './layout.js';
import type { EmailTemplate } from './template-names.js';

// The homeowner's project status mail (docs/product.md#communications): sent with the first scheduled date, on each
// stage change, and as the "new dates" mail when the dates they were told move, with the read-only status link.

/** A date with its weekday, so a homeowner sees at once that work falls on a working day. */
function dayAndDate(date: string): string {
  return `${formatWeekday(date)}, ${formatLongDate(date)}`;
}

interface MailedPhase {
  name: string;
  start: string;
  end: string | null;
}

/** The "new dates" mail: why the dates moved, the new first working day and every dated phase. */
const newDatesMail: Renderer = (data) => {
  const name = String(data.customerName ?? 'there');
  const company = String(data.companyName ?? 'Your contractor');
  const address = String(data.address ?? '');
  const reason = String(data.newDatesReason ?? '');
  const url = String(data.statusUrl ?? '');
  const first = typeof data.firstDate === 'string' && data.firstDate ? dayAndDate(data.firstDate) : null;
  const phases = (Array.isArray(data.phases) ? data.phases : []) as MailedPhase[];
  const span = (phase: MailedPhase) =>
    phase.end && phase.end !== phase.start
      ? `${dayAndDate(phase.start)} to ${dayAndDate(phase.end)}`
      : dayAndDate(phase.start);
  const lines = phases.map((phase) => `${phase.name}: ${span(phase)}`);
  const intro = `${company} has new dates for your roofing project at ${address}.`;
  const firstLine = first ? `Work now starts on ${first}.` : 'The work is not scheduled for now.';
  return {
    subject: `New dates for your roofing project at ${address}`,
    html: companyLayout(
      data,
      `Hi ${name},`,
      `<p>${escapeHtml(intro)}</p><p><strong>Reason:</strong> ${escapeHtml(reason)}</p>` +
        `<p><strong>${escapeHtml(firstLine)}</strong></p>` +
        (lines.length ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '') +
        `${button(url, 'See your project status')}${linkLine(url)}`,
    ),
    text:
      `Hi ${name},\n\n${intro}\n\nReason: ${reason}\n\n${firstLine}\n\n` +
      `${lines.length ? `${lines.join('\n')}\n\n` : ''}See your project status here:\n\n${url}`,
  };
};

/** The `project-status` mail: the stage, the first date when known, the next step and the link. */
export const projectTemplates = {
  'project-status': (data) => {
    if (typeof data.newDatesReason === 'string') return newDatesMail(data);
    const name = String(data.customerName ?? 'there');
    const company = String(data.companyName ?? 'Your contractor');
    const address = String(data.address ?? '');
    const stage = String(data.statusLabel ?? '');
    const nextStep = String(data.nextStep ?? '');
    const url = String(data.statusUrl ?? '');
    const first =
      typeof data.firstDate === 'string' && data.firstDate ? formatLongDate(data.firstDate) : null;
    const dateLine = first ? `Work is scheduled to start on ${first}.` : '';
    return {
      subject: `Your roofing project at ${address}: ${stage}`,
      html: companyLayout(
        data,
        `Hi ${name},`,
        `<p>Your roofing project with <strong>${escapeHtml(company)}</strong> at ` +
          `<strong>${escapeHtml(address)}</strong> is now <strong>${escapeHtml(stage)}</strong>.</p>` +
          (dateLine ? `<p>${escapeHtml(dateLine)}</p>` : '') +
          `<p>${escapeHtml(nextStep)}</p>${button(url, 'See your project status')}${linkLine(url)}`,
      ),
      text:
        `Hi ${name},\n\nYour roofing project with ${company} at ${address} is now ${stage}.\n\n` +
        `${dateLine ? `${dateLine}\n\n` : ''}${nextStep}\n\nSee your project status here:\n\n${url}`,
    };
  },
  /** An invoice of the payment schedule with its pay link (docs/product.md#payments). */
  'payment-request': (data) => {
    const name = String(data.customerName ?? 'there');
    const company = String(data.companyName ?? 'Your contractor');
    const address = String(data.address ?? '');
    const label = String(data.label ?? 'Payment');
    const amount = String(data.amount ?? '');
    const due = typeof data.dueDate === 'string' && data.dueDate ? formatLongDate(data.dueDate) : null;
    const url = String(data.payUrl ?? '');
    const dueLine = due ? ` It is due by ${due}.` : '';
    return {
      subject: `${label} for your roofing project at ${address}: ${amount}`,
      html: companyLayout(
        data,
        `Hi ${name},`,
        `<p><strong>${escapeHtml(company)}</strong> has sent the ${escapeHtml(label.toLowerCase())} of ` +
          `<strong>${escapeHtml(amount)}</strong> for the work at <strong>${escapeHtml(address)}</strong>.` +
          `${escapeHtml(dueLine)}</p><p>Pay by card or from your bank account on a secure page.</p>` +
          `${button(url, `Pay ${amount}`)}${linkLine(url)}`,
      ),
      text:
        `Hi ${name},\n\n${company} has sent the ${label.toLowerCase()} of ${amount} for the work at ${address}.` +
        `${dueLine}\n\nPay by card or from your bank account here:\n\n${url}`,
    };
  },
  /** A reminder of an unpaid invoice: 3 days before it is due, on the day, and a week late. */
  'payment-reminder': (data) => {
    const name = String(data.customerName ?? 'there');
    const company = String(data.companyName ?? 'Your contractor');
    const address = String(data.address ?? '');
    const label = String(data.label ?? 'Payment');
    const amount = String(data.amount ?? '');
    const due = typeof data.dueDate === 'string' && data.dueDate ? formatLongDate(data.dueDate) : '';
    const url = String(data.payUrl ?? '');
    const when =
      data.reminder === 'overdue'
        ? `was due on ${due} and is still open`
        : data.reminder === 'due'
          ? 'is due today'
          : `is due on ${due}`;
    const subject =
      data.reminder === 'overdue'
        ? `Overdue: ${label.toLowerCase()} of ${amount} for ${address}`
        : `Reminder: ${label.toLowerCase()} of ${amount} ${data.reminder === 'due' ? 'is due today' : `due ${due}`}`;
    const line = `The ${label.toLowerCase()} of ${amount} to ${company} for the work at ${address} ${when}.`;
    return {
      subject,
      html: companyLayout(
        data,
        `Hi ${name},`,
        `<p>${escapeHtml(line)}</p><p>If you have paid already, thank you: you can ignore this mail.</p>` +
          `${button(url, `Pay ${amount}`)}${linkLine(url)}`,
      ),
      text: `Hi ${name},\n\n${line}\n\nIf you have paid already, thank you: you can ignore this mail.\n\nPay by card or from your bank account here:\n\n${url}`,
    };
  },
} satisfies Partial<Record<EmailTemplate, Renderer>>;
