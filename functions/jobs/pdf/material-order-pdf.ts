import { formatLongDate, formatNumber } from '@shared/kernel/format.js';
import { COLORS, CONTENT_WIDTH, PdfWriter } from '../../platform/pdf/writer.js';

/** What the supplier order shows: who orders, for which job, and the lines. */
export interface MaterialOrderDocument {
  companyName: string;
  contact: string | null;
  projectName: string;
  address: string;
  suggestedWastePercent: number | null;
  lines: { item: string; quantity: number; unit: string }[];
  createdAt: Date;
}

/** The material order as a supplier-ready PDF: a header, the delivery address and one table. */
export async function renderMaterialOrderPdf(order: MaterialOrderDocument): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: `Material order — ${order.address}`,
    author: order.companyName,
    subject: `Material order for ${order.projectName}`,
    createdAt: order.createdAt,
  });
  writer.text(order.companyName, { size: 16, bold: true, color: COLORS.navy });
  if (order.contact) writer.text(order.contact, { size: 9, color: COLORS.muted });
  writer.space(8);
  writer.text('Material order', { size: 20, bold: true });
  writer.text(`Date: ${formatLongDate(order.createdAt)}`, { size: 9, color: COLORS.muted });
  writer.heading('Deliver to', 20);
  writer.text(order.address, { size: 11, bold: true });
  writer.text(order.projectName, { size: 9, color: COLORS.muted });
  writer.heading('Order', 60);
  const lineWidth = 40;
  const quantityWidth = 90;
  const unitWidth = 110;
  writer.table(
    [
      { header: '#', width: lineWidth, align: 'right' },
      { header: 'Item', width: CONTENT_WIDTH - lineWidth - quantityWidth - unitWidth },
      { header: 'Quantity', width: quantityWidth, align: 'right' },
      { header: 'Unit', width: unitWidth },
    ],
    order.lines.map((line, index) => [
      String(index + 1),
      line.item,
      formatNumber(line.quantity, Number.isInteger(line.quantity) ? 0 : 2),
      line.unit,
    ]),
  );
  if (order.suggestedWastePercent !== null) {
    writer.space(8);
    writer.text(
      `Quantities from the measured roof at the suggested ${order.suggestedWastePercent}% waste, as adjusted by the contractor.`,
      { size: 8, color: COLORS.muted },
    );
  }
  return writer.finish([`${order.companyName} · Material order · ${order.address}`]);
}
