import { formatDateTime, formatLongDate } from '@shared/kernel/format.js';
import type { DocumentLogo } from '@shared/kernel/image-type.js';
import { COLORS, CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/writer.js';

// The crew's PDFs (docs/product.md#crew-app): the completion certificate the homeowner signs on the
// crew's phone, and the photo report for the homeowner or the insurance carrier. Both show photos two
// to a row with their category, caption and capture time.

/** One photo as a PDF shows it. */
export interface PdfPhoto {
  image: DocumentLogo;
  title: string;
  caption: string | null;
  capturedAt: string;
}

/** What both PDFs head with. */
export interface JobHeader {
  companyName: string;
  projectName: string;
  address: string;
}

const GAP = 16;
const CELL_WIDTH = (CONTENT_WIDTH - GAP) / 2;
const IMAGE_HEIGHT = 170;
const CELL_HEIGHT = IMAGE_HEIGHT + 48;

/** Photos two to a row, each scaled into its cell, with its title, caption and capture time below. */
async function photoGrid(writer: PdfWriter, photos: readonly PdfPhoto[]): Promise<void> {
  for (let index = 0; index < photos.length; index += 2) {
    writer.ensure(CELL_HEIGHT);
    const top = writer.y;
    for (const [column, photo] of photos.slice(index, index + 2).entries()) {
      const x = PAGE.margin + column * (CELL_WIDTH + GAP);
      const image = await writer.embedLogo(photo.image);
      if (image) {
        const scale = Math.min(CELL_WIDTH / image.width, IMAGE_HEIGHT / image.height);
        const width = image.width * scale;
        const height = image.height * scale;
        writer.page.drawImage(image, { x: x + (CELL_WIDTH - width) / 2, y: top - height, width, height });
      }
      writer.drawAt(photo.title, x, top - IMAGE_HEIGHT - 14, { size: 10, bold: true, maxWidth: CELL_WIDTH });
      writer.drawAt(`Taken ${formatDateTime(photo.capturedAt)}`, x, top - IMAGE_HEIGHT - 26, {
        size: 8,
        color: COLORS.muted,
        maxWidth: CELL_WIDTH,
      });
      if (photo.caption)
        writer.drawAt(photo.caption, x, top - IMAGE_HEIGHT - 38, { size: 8, maxWidth: CELL_WIDTH });
    }
    writer.space(CELL_HEIGHT);
  }
}

function header(writer: PdfWriter, job: JobHeader, title: string, date: Date): void {
  writer.text(job.companyName, { size: 16, bold: true, color: COLORS.navy });
  writer.space(6);
  writer.text(title, { size: 20, bold: true });
  writer.text(formatLongDate(date), { size: 9, color: COLORS.muted });
  writer.heading('Job', 20);
  writer.text(job.address, { size: 11, bold: true });
  writer.text(job.projectName, { size: 9, color: COLORS.muted });
}

/** The completion certificate: the job, its phases, the photos by phase and the homeowner's signature. */
export async function renderCompletionCertificate(input: {
  job: JobHeader;
  phases: { name: string; status: string }[];
  photos: PdfPhoto[];
  signaturePng: Uint8Array;
  signerName: string;
  notes: string | null;
  signedAt: Date;
}): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: `Completion certificate — ${input.job.address}`,
    author: input.job.companyName,
    subject: `Completion certificate for ${input.job.projectName}`,
    createdAt: input.signedAt,
  });
  header(writer, input.job, 'Completion certificate', input.signedAt);
  writer.heading('Work', 40);
  for (const phase of input.phases)
    writer.text(`${phase.name}: ${phase.status.replace('_', ' ')}`, {
      size: 10,
    });
  writer.heading('Homeowner sign-off', 150);
  writer.text(
    `I confirm the work at this address is complete.${input.notes ? ` Notes: ${input.notes}` : ''}`,
    { size: 10 },
  );
  writer.space(6);
  writer.ensure(110);
  const signature = await writer.doc.embedPng(input.signaturePng);
  const scale = Math.min(240 / signature.width, 80 / signature.height);
  writer.page.drawImage(signature, {
    x: PAGE.margin,
    y: writer.y - signature.height * scale,
    width: signature.width * scale,
    height: signature.height * scale,
  });
  writer.space(signature.height * scale + 4);
  writer.rule();
  writer.text(`${input.signerName} · signed ${formatDateTime(input.signedAt)}`, { size: 10, bold: true });
  if (input.photos.length) {
    writer.heading('Photos', CELL_HEIGHT + 30);
    await photoGrid(writer, input.photos);
  }
  return writer.finish([`${input.job.companyName} · Completion certificate · ${input.job.address}`]);
}

/** The photo report: the chosen photos with their captions and capture times. */
export async function renderPhotoReport(input: {
  job: JobHeader;
  photos: PdfPhoto[];
  createdAt: Date;
}): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: `Photo report — ${input.job.address}`,
    author: input.job.companyName,
    subject: `Photo report for ${input.job.projectName}`,
    createdAt: input.createdAt,
  });
  header(writer, input.job, 'Photo report', input.createdAt);
  writer.heading('Photos', CELL_HEIGHT + 30);
  await photoGrid(writer, input.photos);
  return writer.finish([`${input.job.companyName} · Photo report · ${input.job.address}`]);
}
