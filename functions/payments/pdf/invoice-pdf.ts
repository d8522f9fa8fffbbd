import { formatCents, formatLongDate } from '@shared/kernel/format.js';
import { COLORS, CONTENT_WIDTH, PdfWriter } from '../../platform/pdf/writer.js';

/** What an invoice PDF shows. */
export interface InvoiceDocument {
  companyName: string;
  contact: string | null;
  customerName: string;
  address: string;
  label: string;
  amountCents: number;
  paidCents: number;
  dueDate: string;
  createdAt: Date;
  reference: string;
  payUrl: string;
}

/** An invoice of the payment schedule as a PDF: who bills whom, the payment, what is paid and where to pay. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: `${invoice.label} — ${invoice.address}`,
    author: invoice.companyName,
    subject: `Invoice ${invoice.reference}`,
    createdAt: invoice.createdAt,
  });
  writer.text(invoice.companyName, { size: 16, bold: true, color: COLORS.navy });
  if (invoice.contact) writer.text(invoice.contact, { size: 9, color: COLORS.muted });
  writer.space(8);
  writer.text('Invoice', { size: 20, bold: true });
  writer.text(`No. ${invoice.reference} · ${formatLongDate(invoice.createdAt)}`, {
    size: 9,
    color: COLORS.muted,
  });
  writer.heading('Bill to', 20);
  writer.text(invoice.customerName, { size: 11, bold: true });
  writer.text(invoice.address, { size: 10 });
  writer.heading('Payment', 60);
  const amountWidth = 140;
  writer.table(
    [
      { header: 'Description', width: CONTENT_WIDTH - amountWidth },
      { header: 'Amount', width: amountWidth, align: 'right' },
    ],
    [
      [`${invoice.label} — ${invoice.address}`, formatCents(invoice.amountCents)],
      ['Paid', formatCents(invoice.paidCents)],
      ['Due', formatCents(Math.max(0, invoice.amountCents - invoice.paidCents))],
    ],
  );
  writer.space(8);
  writer.text(`Due by ${formatLongDate(invoice.dueDate)}. Pay by card or bank account at:`, { size: 10 });
  writer.text(invoice.payUrl, { size: 9, color: COLORS.navy });
  return writer.finish([`${invoice.companyName} · Invoice ${invoice.reference}`]);
}
