import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { waitForPasswordLink } from '../support/accounts.js';
import { collectPageErrors, pdfShot, PHONE, shot, submitSignIn, useBrowser } from '../support/browser.js';
import { pdfText } from '../support/pdf-text.js';
import { encodePng } from '../support/png.js';
import { waitForToken } from '../support/projects.js';

// The crew app on a phone (docs/product.md#crew-app), 375 px wide: the admin invites a crew member, who
// switches to Spanish and sees today's job; offline they take three photos and complete checklist
// steps, which upload once when the phone is back online; the office sees each photo once with its
// category; the homeowner signs off on the phone and the certificate PDF carries signature and photos.

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const today = new Date().toISOString().slice(0, 10);
const PASSWORD = 'Crew-Ladder-2026';

/** A camera photo stand-in: 2,400 × 1,600 (the phone shrinks it to 1,600 on the long edge). */
const CAMERA_PHOTO = encodePng(2400, 1600, (x, y) => [
  80 + Math.round((x / 2400) * 120),
  60 + Math.round((y / 1600) * 80),
  40,
  255,
]);

async function phone(): Promise<{
  page: Page;
  errors: string[];
  setOffline: (offline: boolean) => Promise<void>;
  reopen: () => Promise<Page>;
}> {
  const context = await browser.newContext(PHONE);
  const errors: string[] = [];
  const handle = {
    page: await context.newPage(),
    errors,
    setOffline: (offline: boolean) => context.setOffline(offline),
    // Closes the app and opens it again in the same browser (its storage and service worker kept).
    reopen: async () => {
      await handle.page.close();
      handle.page = await context.newPage();
      collectPageErrors(handle.page, errors);
      return handle.page;
    },
  };
  collectPageErrors(handle.page, errors);
  return handle;
}

async function seen(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  await expect.poll(() => page.getByText(text).count(), { timeout }).toBeGreaterThan(0);
}

/** Drags on a canvas from one fraction of its box to another. */
async function drag(page: Page, label: string, from: [number, number], to: [number, number]) {
  const canvas = page.locator(`canvas[aria-label="${label}"]`).first();
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(
    box.x + box.width * ((from[0] + to[0]) / 2),
    box.y + box.height * ((from[1] + to[1]) / 2),
  );
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1]);
  await page.mouse.up();
}

/** Takes a photo for a step (file input), marks it up and saves it. */
async function takePhoto(page: Page, stepName: string, markup: boolean) {
  await page.getByLabel(`Tomar foto: ${stepName}`).scrollIntoViewIfNeeded();
  await page.getByLabel(`Tomar foto: ${stepName}`).setInputFiles({
    name: 'camera.png',
    mimeType: 'image/png',
    buffer: CAMERA_PHOTO,
  });
  const editor = page.getByRole('dialog', { name: 'Marcar la foto' });
  await editor.waitFor();
  if (markup) {
    await drag(page, 'Marcar la foto', [0.2, 0.2], [0.5, 0.5]);
    await editor.getByRole('button', { name: 'Círculo' }).click();
    await drag(page, 'Marcar la foto', [0.7, 0.4], [0.8, 0.5]);
    await editor.getByRole('button', { name: 'Texto' }).click();
    await editor.getByLabel('Texto de la etiqueta').fill('Madera podrida');
    await drag(page, 'Marcar la foto', [0.15, 0.8], [0.15, 0.8]);
    await shot(page, 'crew-markup-es-375');
  }
  await editor.getByRole('button', { name: 'Guardar foto' }).click();
  await editor.waitFor({ state: 'detached' });
}

describe('the crew app on a phone, in Chromium', () => {
  it('invite → Spanish → offline photos and steps → one upload each → office timeline → homeowner sign-off certificate', async () => {
    const admin = await signUp({ company: 'Ridge & Valley Roofing', first_name: 'Dana', last_name: 'Reyes' });
    const homeowner = uniqueEmail('homeowner');
    const created = await api('POST', '/api/projects', {
      token: admin.token,
      body: {
        name: 'Lopez re-roof',
        customer_name: 'Maria Lopez',
        customer_email: homeowner,
        customer_phone: '317-555-0142',
        address: '4812 Ridgeview Drive, Carmel, IN 46032',
      },
    });
    const project = created.body;
    const tearOff = project.phases[0];

    // 1. The admin invites a crew member from the Team page, on a phone.
    const office = await phone();
    await submitSignIn(office.page, { email: admin.email, password: admin.password });
    await office.page.waitForURL(`${baseUrl}/dashboard`);
    await office.page.goto(`${baseUrl}/dashboard/users`);
    await office.page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = office.page.getByRole('dialog', { name: 'Invite Team Member' });
    const crewEmail = uniqueEmail('crew');
    await dialog.getByLabel('First name').fill('Carlos');
    await dialog.getByLabel('Last name').fill('Ruiz');
    await dialog.getByLabel('Email').fill(crewEmail);
    await dialog.getByLabel('Role').selectOption('crew');
    await dialog.getByLabel('Let this crew member see homeowners’ phone numbers on their jobs').check();
    await shot(office.page, 'crew-invite-375');
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await seen(office.page, 'User invited successfully! They will receive an email to set up their account.');
    const members = await api('GET', '/api/team/members', { token: admin.token });
    const crewMember = members.body.members.find((member: { email: string }) => member.email === crewEmail);
    expect(crewMember.role).toBe('crew');
    expect(members.body.plan.seats_used).toBe(1);
    for (const path of [`/api/projects/${project.id}/phases/${tearOff.id}`])
      expect(
        (await api('PUT', path, { token: admin.token, body: { start_date: today, end_date: today } })).status,
      ).toBe(200);
    expect(
      (
        await api(
          'POST',
          `/api/projects/${project.id}/phases/${tearOff.id}/assign-worker?worker_id=${crewMember.id}`,
          { token: admin.token },
        )
      ).status,
    ).toBe(200);

    const notes = 'Gate code 4410. Friendly dog in the back yard.';
    expect(
      (
        await api('PUT', `/api/projects/${project.id}/job-notes`, {
          token: admin.token,
          body: { job_notes: notes },
        })
      ).status,
    ).toBe(200);

    // The crew member sets a password through the invite, signs in and lands in the crew app.
    const crew = await phone();
    const { url } = await waitForPasswordLink(crewEmail);
    await crew.page.goto(url.toString());
    await crew.page.locator('input[name="new_password"]').fill(PASSWORD);
    await crew.page.locator('input[name="confirm_password"]').fill(PASSWORD);
    await crew.page.getByRole('button', { name: 'Set Password' }).click();
    await expect.poll(() => crew.page.getByRole('heading', { name: 'Password Set' }).count()).toBe(1);
    await submitSignIn(crew.page, { email: crewEmail, password: PASSWORD });
    await crew.page.waitForURL(`${baseUrl}/crew`);
    await seen(crew.page, 'Lopez re-roof');
    await seen(crew.page, 'Today');
    await shot(crew.page, 'crew-jobs-en-375');

    // They switch to Spanish and see today's job with its phase.
    await crew.page.getByLabel('Language').selectOption('es');
    await seen(crew.page, 'Hoy');
    await seen(crew.page, `${today} · Tear-off · Programada`);
    await shot(crew.page, 'crew-jobs-es-375');
    // The phone switches at once; the choice reaches the account in the background.
    const crewToken = await tokenOf(crew.page);
    await expect
      .poll(async () => (await api('GET', '/api/crew/me', { token: crewToken })).body.language)
      .toBe('es');
    await crew.page.getByRole('link', { name: /Lopez re-roof/ }).click();
    await seen(crew.page, 'Lista de control');
    await seen(crew.page, 'Llamar al propietario: 317-555-0142');
    await seen(crew.page, 'Notas de la oficina');
    await seen(crew.page, notes);
    await shot(crew.page, 'crew-job-es-375');

    // 2. Offline: three photos (one marked up) and a step not done; the banner counts them.
    await crew.setOffline(true);
    await seen(crew.page, 'Sin conexión: su trabajo queda guardado en este teléfono.');
    await takePhoto(crew.page, 'Retiro del techo viejo', true);
    await seen(crew.page, '1 elemento esperando para subir');
    await takePhoto(crew.page, 'Retiro del techo viejo', false);
    await takePhoto(crew.page, 'Entablado', false);
    await seen(crew.page, '3 elementos esperando para subir');
    // Every required photo is there: the phase can be marked done (queued too).
    await crew.page.getByRole('button', { name: 'Marcar fase terminada' }).first().click();
    // A step of the next phase not done, because of the weather.
    const dryIn = crew.page.getByRole('article', { name: 'Dry-in' });
    await dryIn.getByRole('button', { name: 'No hecho, porque…' }).first().click();
    await dryIn.getByLabel('Motivo').selectOption('weather');
    await dryIn.getByLabel('Nota (opcional)').fill('Lluvia por la tarde');
    await dryIn.getByRole('button', { name: 'Guardar' }).click();
    await seen(crew.page, '5 elementos esperando para subir');
    await seen(crew.page, 'No hecho: Clima — Lluvia por la tarde');
    await shot(crew.page, 'crew-offline-es-375');
    // Nothing reached the office while offline.
    expect(
      (await api('GET', `/api/projects/${project.id}/photos`, { token: admin.token })).body.phases[0].photos,
    ).toEqual([]);

    // 3. Back online: the queue is sent once, and the office sees the three photos with their categories.
    await crew.setOffline(false);
    await expect
      .poll(() => crew.page.getByText(/elementos? esperando para subir/).count(), { timeout: 30_000 })
      .toBe(0);
    await seen(crew.page, 'Fase terminada');
    const photos = (await api('GET', `/api/projects/${project.id}/photos`, { token: admin.token })).body;
    expect(photos.phases[0].photos.map((photo: { category: string }) => photo.category).sort()).toEqual([
      'decking',
      'tear_off',
      'tear_off',
    ]);
    expect(new Set(photos.phases[0].photos.map((photo: { id: string }) => photo.id)).size).toBe(3);
    expect(photos.phases[0].status).toBe('done');
    expect(photos.phases[1].steps[0].not_done).toEqual({ reason: 'weather', note: 'Lluvia por la tarde' });
    await office.page.goto(`${baseUrl}/dashboard/projects/${project.id}`);
    await seen(office.page, 'Crew photos');
    expect(await office.page.getByLabel('Notes the crew sees on their phones').inputValue()).toBe(notes);
    // On a phone the project's secondary sections are folded: the office opens the photos.
    await office.page.locator('summary', { hasText: 'Crew photos' }).click();
    const tearOffPhotos = office.page
      .getByRole('list', { name: 'Tear-off photos' })
      .locator('[data-photo-id]');
    await expect.poll(() => tearOffPhotos.count()).toBe(3);
    expect(await tearOffPhotos.getByText('Tear-off', { exact: true }).count()).toBe(2);
    expect(await tearOffPhotos.getByText('Decking', { exact: true }).count()).toBe(1);
    // The kept photo was shrunk in the browser: a JPEG of at most 1,600 px on its long edge, ≤ 400 KB.
    const image = await office.page.evaluate(async () => {
      const img = document.querySelector<HTMLImageElement>('[data-photo-id] img')!;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight, src: img.src };
    });
    const bytes = new Uint8Array(await (await fetch(image.src)).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeLessThanOrEqual(400 * 1024);
    expect(image).toMatchObject({ width: 1600, height: 1067 });
    await shot(office.page, 'crew-office-photos-375');

    // The office's photo report: two photos ticked, one captioned; the button makes the PDF, which is
    // kept in the document library.
    const inReport = office.page.getByRole('list', { name: 'Tear-off photos' }).getByLabel('In report');
    await inReport.nth(0).check();
    await inReport.nth(2).check();
    await office.page
      .getByRole('textbox', { name: /^Caption for / })
      .first()
      .fill('Rotten decking at the north eave');
    const made = office.page.waitForResponse((response) => response.url().endsWith('/photo-report'));
    await office.page.getByRole('button', { name: 'Photo report (PDF) · 2' }).click();
    const reportAnswer = await made;
    expect(reportAnswer.status()).toBe(200);
    const reportPdf = new Uint8Array(
      await (await fetch(((await reportAnswer.json()) as { url: string }).url)).arrayBuffer(),
    );
    const reportText = await pdfText(reportPdf);
    expect(reportText).toContain('Photo report');
    expect(reportText).toContain('Rotten decking at the north eave');
    const reportPath = join(tmpdir(), `crew-photo-report-${Date.now()}.pdf`);
    writeFileSync(reportPath, reportPdf);
    pdfShot(reportPath, 'crew-photo-report', { dpi: 60 });
    rmSync(reportPath);
    await office.page.goto(`${baseUrl}/dashboard/documents`);
    await seen(office.page, 'Photo report — Lopez re-roof');

    // 4. The homeowner signs off on the crew member's phone.
    await drag(crew.page, 'Firme aquí', [0.1, 0.6], [0.5, 0.3]);
    await drag(crew.page, 'Firme aquí', [0.5, 0.3], [0.9, 0.7]);
    await crew.page.getByLabel('Nombre del propietario').fill('Maria Lopez');
    await crew.page.getByLabel('Notas (opcional)').fill('Muy limpio, gracias');
    await shot(crew.page, 'crew-sign-off-es-375');
    await crew.page.getByRole('button', { name: 'Guardar firma' }).click();
    await seen(crew.page, 'Firmado por el propietario.');
    await expect.poll(() => crew.page.getByText(/esperando para subir/).count(), { timeout: 30_000 }).toBe(0);

    // The homeowner's status link offers the certificate, which shows the signature and the photos.
    const token = await waitForToken(homeowner, 'project');
    const homeownerView = await phone();
    await homeownerView.page.goto(`${baseUrl}/project/${token}`);
    await seen(homeownerView.page, 'Download completion certificate (PDF)');
    await shot(homeownerView.page, 'crew-homeowner-certificate-375');
    const status = await api('GET', `/api/project-status/${token}`);
    const pdf = new Uint8Array(await (await fetch(status.body.completion_certificate_url)).arrayBuffer());
    const text = await pdfText(pdf);
    expect(text).toContain('Completion certificate');
    expect(text).toContain('Maria Lopez');
    expect(text).toContain('Muy limpio, gracias');
    expect(text).toContain('Decking');
    const pdfPath = join(tmpdir(), `crew-certificate-${Date.now()}.pdf`);
    writeFileSync(pdfPath, pdf);
    pdfShot(pdfPath, 'crew-certificate', { dpi: 60 });
    rmSync(pdfPath);

    // 5. The app opened anew without signal (a cold start on the roof): the session cannot be checked,
    // but the phone shows the jobs it saved with their time, and a step done offline waits in the queue.
    await crew.setOffline(true);
    const reopened = await crew.reopen();
    await reopened.goto(`${baseUrl}/crew`);
    await seen(reopened, /^Sin conexión — trabajos guardados el /);
    await seen(reopened, 'Lopez re-roof');
    await shot(reopened, 'crew-cold-start-offline-es-375');
    await reopened.getByRole('link', { name: /Lopez re-roof/ }).click();
    await seen(reopened, 'Lista de control');
    await takePhoto(reopened, 'Capa base', false);
    await seen(reopened, '1 elemento esperando para subir');
    expect(reopened.url()).toBe(`${baseUrl}/crew/jobs/${project.id}`);
    // Back online: the session is confirmed, the queue sent, and the office sees the underlayment photo.
    await crew.setOffline(false);
    await expect.poll(() => reopened.getByText(/esperando para subir/).count(), { timeout: 30_000 }).toBe(0);
    await expect
      .poll(async () => {
        const answer = await api('GET', `/api/projects/${project.id}/photos`, { token: admin.token });
        return answer.body.phases[1].photos.map((photo: { category: string }) => photo.category);
      })
      .toEqual(['underlayment']);
    await expect.poll(() => reopened.getByText(/trabajos guardados el/).count()).toBe(0);
    crew.page = reopened;

    // The same screens in English.
    await crew.page.getByLabel('Idioma').selectOption('en');
    await seen(crew.page, 'Checklist');
    await shot(crew.page, 'crew-job-en-375');
    await crew.page.getByRole('link', { name: /Back to jobs/ }).click();
    await seen(crew.page, 'Today');

    // Signing out forgets the jobs and details the phone saved.
    expect(await savedOnPhone(crew.page)).toBe(2);
    await crew.page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => crew.page.url()).not.toContain('/crew');
    expect(await savedOnPhone(crew.page)).toBe(0);

    expect(crew.errors).toEqual([]);
    expect(office.errors).toEqual([]);
  });
});

/** How many answers the crew app keeps in the phone's IndexedDB. */
function savedOnPhone(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('ridgeline-crew');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const count = request.result.transaction('cache').objectStore('cache').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/** The crew member's access token, as the app keeps it. */
function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('ridgeline.token') ?? '');
}
