import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { login, waitForPasswordLink } from '../support/accounts.js';
import { htmlBytes, jpegBytes, pngBytes } from '../support/images.js';
import { pdfText } from '../support/pdf-text.js';
import { signaturePng } from '../support/png.js';
import { waitForToken } from '../support/projects.js';

// The crew app's API (docs/product.md#crew-app) through the local gateway: a crew member reaches only
// the projects they are assigned to and never a price or an office route; crew seats are free; photos
// are stored once per phone-made id, checked by their bytes, and a phase closes only with its photos.

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;
let crew: { id: string; token: string };
let jobId: string;
let tearOffId: string;

const today = new Date().toISOString().slice(0, 10);
const PASSWORD = 'Crew-Member-2026';

/** Invites a crew member into Alice's account and signs them in through the invite link. */
async function crewMember(admin: Account, seesPhone = false, role = 'crew') {
  const email = uniqueEmail(role);
  const invited = await api('POST', '/api/team/members', {
    token: admin.token,
    body: {
      first_name: 'Carlos',
      last_name: 'Ruiz',
      email,
      role,
      ...(role === 'crew' ? { crew_sees_homeowner_phone: seesPhone } : {}),
    },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const { token } = await waitForPasswordLink(email);
  const accepted = await api('POST', '/api/auth/password-reset-confirm', {
    body: { token, new_password: PASSWORD },
  });
  expect(accepted.status).toBe(200);
  const signedIn = await login(email, PASSWORD);
  expect(signedIn.status).toBe(200);
  return { id: invited.body.member.id as string, token: signedIn.body.access_token as string };
}

async function projectFor(admin: Account, name: string) {
  const created = await api('POST', '/api/projects', {
    token: admin.token,
    body: {
      name,
      customer_name: 'Pat Doe',
      customer_phone: '317-555-0100',
      address: '12 Elm Street, Carmel, IN',
    },
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function assign(admin: Account, projectId: string, phaseId: string, memberId: string) {
  const dated = await api('PUT', `/api/projects/${projectId}/phases/${phaseId}`, {
    token: admin.token,
    body: { start_date: today, end_date: today },
  });
  expect(dated.status).toBe(200);
  const assigned = await api(
    'POST',
    `/api/projects/${projectId}/phases/${phaseId}/assign-worker?worker_id=${memberId}`,
    { token: admin.token },
  );
  expect(assigned.status).toBe(200);
}

/** The phone's two steps: ask for a form, POST the bytes, keep the photo with its tags. */
async function sendPhoto(
  token: string,
  projectId: string,
  photo: { id: string; phaseId: string; category: string; bytes: Buffer },
) {
  const target = await api('POST', `/api/crew/jobs/${projectId}/photos/upload-url`, {
    token,
    body: { photo_id: photo.id },
  });
  let storage = 0;
  if (target.status === 200 && target.body.upload) {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.body.upload.fields as Record<string, string>))
      form.set(name, value);
    form.set('file', new Blob([new Uint8Array(photo.bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    const stored = await fetch(target.body.upload.url, { method: 'POST', body: form });
    storage = stored.status;
    await stored.arrayBuffer();
  }
  const saved = await api('POST', `/api/crew/jobs/${projectId}/photos`, {
    token,
    body: {
      photo_id: photo.id,
      phase_id: photo.phaseId,
      category: photo.category,
      captured_at: new Date().toISOString(),
      latitude: 39.97,
      longitude: -86.12,
    },
  });
  return { target, storage, saved };
}

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
  const seatsBefore = (await api('GET', '/api/team/members', { token: alice.token })).body.plan.seats_used;
  crew = await crewMember(alice);
  // Crew seats are free: the plan's seat count did not move.
  expect((await api('GET', '/api/team/members', { token: alice.token })).body.plan.seats_used).toBe(
    seatsBefore,
  );
  const project = await projectFor(alice, 'Crew job');
  jobId = project.id;
  tearOffId = project.phases[0].id;
  await assign(alice, jobId, tearOffId, crew.id);
});

describe('the crew role: GET /api/crew/me, PUT /api/crew/me, GET /api/crew/jobs, GET /api/crew/jobs/{id}', () => {
  it('lists today’s assigned job with address, phase, checklist and materials, never a price or the phone unless allowed', async () => {
    const jobs = await api('GET', `/api/crew/jobs?from=${today}`, { token: crew.token });
    expect(jobs.status).toBe(200);
    expect(jobs.body.jobs.map((job: { id: string }) => job.id)).toEqual([jobId]);
    const [job] = jobs.body.jobs;
    expect(job).toMatchObject({ address: '12 Elm Street, Carmel, IN', customer_phone: null });
    expect(job.map_url).toContain(encodeURIComponent('12 Elm Street'));
    expect(job.phases[0]).toMatchObject({
      name: 'Tear-off',
      assigned_to_me: true,
      missing: ['tear_off', 'decking'],
    });
    expect(JSON.stringify(job)).not.toMatch(/cents|price|total/i);
    const one = await api('GET', `/api/crew/jobs/${jobId}`, { token: crew.token });
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(jobId);
  });

  it('shows the homeowner phone to a crew member the admin allowed', async () => {
    const allowed = await crewMember(alice, true);
    await assign(alice, jobId, tearOffId, allowed.id);
    const job = await api('GET', `/api/crew/jobs/${jobId}`, { token: allowed.token });
    expect(job.body.customer_phone).toBe('317-555-0100');
  });

  it('switches the language to Spanish and answers in it', async () => {
    const me = await api('PUT', '/api/crew/me', { token: crew.token, body: { language: 'es' } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ language: 'es', first_name: 'Carlos', company: 'Alice Roofing' });
    expect((await api('GET', '/api/crew/me', { token: crew.token })).body.language).toBe('es');
    const other = await projectFor(alice, 'Not assigned');
    const refused = await api('GET', `/api/crew/jobs/${other.id}`, { token: crew.token });
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe('Trabajo no encontrado');
    await api('PUT', '/api/crew/me', { token: crew.token, body: { language: 'en' } });
  });

  it('refuses another project (own account or another), prices and office routes', async () => {
    const unassigned = await projectFor(alice, 'Someone else’s job');
    const bobs = await projectFor(bob, 'Bob’s job');
    for (const id of [unassigned.id, bobs.id]) {
      expect((await api('GET', `/api/crew/jobs/${id}`, { token: crew.token })).status).toBe(404);
      expect(
        (
          await api('POST', `/api/crew/jobs/${id}/photos/upload-url`, {
            token: crew.token,
            body: { photo_id: randomUUID() },
          })
        ).status,
      ).toBe(404);
    }
    // Office routes: the project itself (with its price), lists, estimates, team, profile, billing.
    for (const path of [
      `/api/projects/${jobId}`,
      `/api/projects/${jobId}/photos`,
      '/api/projects',
      '/api/estimates',
      '/api/team/members',
      '/api/profile/me',
      '/api/subscriptions/me',
    ])
      expect((await api('GET', path, { token: crew.token })).status, path).toBe(403);
    // The session's own routes stay open to them.
    expect((await api('GET', '/api/auth/me', { token: crew.token })).body.role).toBe('crew');
    // And an office member cannot use the crew routes.
    expect((await api('GET', '/api/crew/jobs', { token: alice.token })).status).toBe(403);
    expect((await api('GET', `/api/projects/${jobId}/photos`, { token: bob.token })).status).toBe(404);
  });
});

describe('photos and checklists: POST /api/crew/jobs/{id}/photos/upload-url, POST /api/crew/jobs/{id}/photos, PUT …/steps/{stepId}, POST …/complete', () => {
  it('stores a photo once: a replayed sync answers "already stored" and the office sees one copy', async () => {
    const id = randomUUID();
    const first = await sendPhoto(crew.token, jobId, {
      id,
      phaseId: tearOffId,
      category: 'tear_off',
      bytes: jpegBytes(),
    });
    expect(first.storage).toBeLessThan(300);
    expect(first.saved.status, JSON.stringify(first.saved.body)).toBe(201);
    expect(first.saved.body.photo).toMatchObject({
      id,
      category: 'tear_off',
      taken_by: 'Carlos Ruiz',
      latitude: 39.97,
    });
    const replay = await sendPhoto(crew.token, jobId, {
      id,
      phaseId: tearOffId,
      category: 'tear_off',
      bytes: jpegBytes(),
    });
    expect(replay.target.body).toEqual({ already_stored: true, upload: null });
    expect(replay.saved.status).toBe(200);
    expect(replay.saved.body).toMatchObject({ already_stored: true, photo: { id } });
    const office = await api('GET', `/api/projects/${jobId}/photos`, { token: alice.token });
    expect(office.status).toBe(200);
    const tearOff = office.body.phases.find((phase: { id: string }) => phase.id === tearOffId);
    expect(tearOff.photos.filter((photo: { id: string }) => photo.id === id)).toHaveLength(1);
    expect(tearOff.missing).toEqual(['decking']);
    const image = await fetch(tearOff.photos[0].url);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).subarray(0, 3)).toEqual(jpegBytes().subarray(0, 3));
  });

  it('refuses a file that is not an image by its bytes, and one over the size, in the crew member’s language', async () => {
    await api('PUT', '/api/crew/me', { token: crew.token, body: { language: 'es' } });
    const html = await sendPhoto(crew.token, jobId, {
      id: randomUUID(),
      phaseId: tearOffId,
      category: 'decking',
      bytes: htmlBytes(),
    });
    expect(html.saved.status).toBe(400);
    expect(html.saved.body.detail).toBe('Este archivo no es una foto. Tome una foto JPEG o PNG.');
    // Over 1 MB: storage refuses the upload itself (the signed policy), so nothing arrives to keep.
    const large = await sendPhoto(crew.token, jobId, {
      id: randomUUID(),
      phaseId: tearOffId,
      category: 'decking',
      bytes: pngBytes({ totalBytes: 1024 * 1024 + 1 }),
    });
    expect(large.storage).toBe(400);
    expect(large.saved.status).toBe(400);
    expect(large.saved.body.detail).toBe('La foto no llegó. Inténtelo de nuevo.');
    await api('PUT', '/api/crew/me', { token: crew.token, body: { language: 'en' } });
  });

  it('records a step not done with its reason, and closes the phase only with every required photo', async () => {
    const step = await api('PUT', `/api/crew/jobs/${jobId}/phases/${tearOffId}/steps/decking`, {
      token: crew.token,
      body: { action_id: randomUUID(), not_done: { reason: 'weather', note: 'Rain' } },
    });
    expect(step.status).toBe(200);
    expect(step.body.steps.find((s: { id: string }) => s.id === 'decking').not_done).toEqual({
      reason: 'weather',
      note: 'Rain',
    });
    const unknownStep = await api('PUT', `/api/crew/jobs/${jobId}/phases/${tearOffId}/steps/ridge`, {
      token: crew.token,
      body: { action_id: randomUUID(), not_done: null },
    });
    expect(unknownStep.status).toBe(404);

    const early = await api('POST', `/api/crew/jobs/${jobId}/phases/${tearOffId}/complete`, {
      token: crew.token,
      body: { action_id: randomUUID() },
    });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('The phase cannot be closed yet. Missing photos: Decking.');
    const project = await api('GET', `/api/projects/${jobId}`, { token: alice.token });
    expect(project.body.phases[0].status).not.toBe('done');
    // The board flags the job: its tear-off is under way without a decking photo.
    const flagged = async () =>
      (await api('GET', '/api/projects', { token: alice.token })).body.projects.find(
        (candidate: { id: string }) => candidate.id === jobId,
      ).missing_photos;
    expect(await flagged()).toEqual(['Tear-off']);

    const decking = await sendPhoto(crew.token, jobId, {
      id: randomUUID(),
      phaseId: tearOffId,
      category: 'decking',
      bytes: pngBytes(),
    });
    expect(decking.saved.status).toBe(201);
    const closed = await api('POST', `/api/crew/jobs/${jobId}/phases/${tearOffId}/complete`, {
      token: crew.token,
      body: { action_id: randomUUID() },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'done', missing: [] });
    expect((await api('GET', `/api/projects/${jobId}`, { token: alice.token })).body.phases[0].status).toBe(
      'done',
    );
    expect(await flagged()).toEqual([]);
  });
});

describe('the homeowner sign-off and the photo report: POST /api/crew/jobs/{id}/sign-off, POST /api/projects/{id}/photo-report', () => {
  it('makes the completion certificate with the photos once, and the homeowner status link offers it', async () => {
    const email = uniqueEmail('homeowner');
    const created = await api('POST', '/api/projects', {
      token: alice.token,
      body: {
        name: 'Signed job',
        customer_name: 'Pat Doe',
        customer_email: email,
        address: '9 Oak Lane, Carmel, IN',
      },
    });
    const project = created.body;
    await assign(alice, project.id, project.phases[0].id, crew.id);
    const linkToken = await waitForToken(email, 'project');
    const before = await api('GET', `/api/project-status/${linkToken}`);
    expect(before.body.completion_certificate_url).toBeNull();
    const photo = await sendPhoto(crew.token, project.id, {
      id: randomUUID(),
      phaseId: project.phases[0].id,
      category: 'tear_off',
      bytes: pngBytes(),
    });
    expect(photo.saved.status).toBe(201);

    const body = {
      sign_off_id: randomUUID(),
      name: 'Pat Doe',
      notes: 'Yard is clean',
      signature_png: `data:image/png;base64,${signaturePng().toString('base64')}`,
    };
    const notPng = await api('POST', `/api/crew/jobs/${project.id}/sign-off`, {
      token: crew.token,
      body: { ...body, signature_png: `data:image/png;base64,${htmlBytes().toString('base64')}` },
    });
    expect(notPng.status).toBe(400);
    const signed = await api('POST', `/api/crew/jobs/${project.id}/sign-off`, { token: crew.token, body });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.signed_off).toBe(true);
    const replay = await api('POST', `/api/crew/jobs/${project.id}/sign-off`, { token: crew.token, body });
    expect(replay.status).toBe(200);

    const after = await api('GET', `/api/project-status/${linkToken}`);
    expect(after.body.completion_certificate_url).toEqual(expect.any(String));
    const certificate = await fetch(after.body.completion_certificate_url);
    expect(certificate.headers.get('content-disposition')).toContain(
      'filename="Completion certificate - 9 Oak Lane.pdf"',
    );
    const text = await pdfText(new Uint8Array(await certificate.arrayBuffer()));
    expect(text).toContain('Completion certificate');
    expect(text).toContain('Pat Doe');
    expect(text).toContain('Yard is clean');
    expect(text).toContain('Tear-off');
    // Another account's crew job is not there to sign.
    expect(
      (
        await api('POST', `/api/crew/jobs/${(await projectFor(bob, 'Bob job')).id}/sign-off`, {
          token: crew.token,
          body,
        })
      ).status,
    ).toBe(404);
  });

  it('renders the chosen photos with captions as a PDF kept in the document library; crew cannot ask for it', async () => {
    const office = await api('GET', `/api/projects/${jobId}/photos`, { token: alice.token });
    const [first] = office.body.phases.flatMap((phase: { photos: { id: string }[] }) => phase.photos);
    const report = await api('POST', `/api/projects/${jobId}/photo-report`, {
      token: alice.token,
      headers: { accept: 'application/json' },
      body: { photos: [{ id: first.id, caption: 'Hail damage on the north slope' }] },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const pdf = new Uint8Array(await (await fetch(report.body.url)).arrayBuffer());
    const text = await pdfText(pdf);
    expect(text).toContain('Photo report');
    expect(text).toContain('Hail damage on the north slope');
    const library = await api('GET', '/api/documents', { token: alice.token });
    expect(JSON.stringify(library.body)).toContain('Photo report');
    expect(
      (
        await api('POST', `/api/projects/${jobId}/photo-report`, {
          token: crew.token,
          body: { photos: [{ id: first.id }] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('POST', `/api/projects/${jobId}/photo-report`, {
          token: bob.token,
          body: { photos: [{ id: first.id }] },
        })
      ).status,
    ).toBe(404);
  });
});

describe('job notes for the crew: PUT /api/projects/{id}/job-notes', () => {
  it('shows the office’s notes on the crew’s job, refuses a price in them, and only the office writes them', async () => {
    const saved = await api('PUT', `/api/projects/${jobId}/job-notes`, {
      token: alice.token,
      body: { job_notes: '  Gate code 4410. Friendly dog in the back yard.  ' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.job_notes).toBe('Gate code 4410. Friendly dog in the back yard.');
    expect(saved.body.timeline.at(-1).detail).toBe('Job notes for the crew saved');
    const job = await api('GET', `/api/crew/jobs/${jobId}`, { token: crew.token });
    expect(job.body.job_notes).toBe('Gate code 4410. Friendly dog in the back yard.');
    const listed = await api('GET', `/api/crew/jobs?from=${today}`, { token: crew.token });
    expect(listed.body.jobs.find((one: { id: string }) => one.id === jobId).job_notes).toBe(
      'Gate code 4410. Friendly dog in the back yard.',
    );

    // The crew never sees a price: notes naming an amount are refused, and the notes stay as they were.
    for (const notes of ['Collect the $1,200 deposit', 'Balance 950 dollars on completion']) {
      const priced = await api('PUT', `/api/projects/${jobId}/job-notes`, {
        token: alice.token,
        body: { job_notes: notes },
      });
      expect(priced.status).toBe(400);
      expect(JSON.stringify(priced.body)).toContain('Job notes are shown to the crew: leave prices out.');
    }
    const tooLong = await api('PUT', `/api/projects/${jobId}/job-notes`, {
      token: alice.token,
      body: { job_notes: 'x'.repeat(2001) },
    });
    expect(tooLong.status).toBe(400);
    expect((await api('GET', `/api/crew/jobs/${jobId}`, { token: crew.token })).body.job_notes).toBe(
      'Gate code 4410. Friendly dog in the back yard.',
    );

    // The crew cannot write them; another account cannot find the project.
    const body = { job_notes: 'Park on the street' };
    expect((await api('PUT', `/api/projects/${jobId}/job-notes`, { token: crew.token, body })).status).toBe(
      403,
    );
    expect((await api('PUT', `/api/projects/${jobId}/job-notes`, { token: bob.token, body })).status).toBe(
      404,
    );

    // Empty notes clear them.
    const cleared = await api('PUT', `/api/projects/${jobId}/job-notes`, {
      token: alice.token,
      body: { job_notes: '' },
    });
    expect(cleared.body.job_notes).toBeNull();
    expect((await api('GET', `/api/crew/jobs/${jobId}`, { token: crew.token })).body.job_notes).toBeNull();
  });
});

describe('the crew’s phone access after the invite: PUT /api/team/members/{id}/homeowner-phone', () => {
  it('lets the admin turn a crew member’s access to homeowners’ phones on and off; anyone else is refused', async () => {
    const phoneOf = async () =>
      (await api('GET', `/api/crew/jobs/${jobId}`, { token: crew.token })).body.customer_phone;
    expect(await phoneOf()).toBeNull();
    const on = await api('PUT', `/api/team/members/${crew.id}/homeowner-phone`, {
      token: alice.token,
      body: { crew_sees_homeowner_phone: true },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.member).toMatchObject({ id: crew.id, role: 'crew', crew_sees_homeowner_phone: true });
    expect(await phoneOf()).toBe('317-555-0100');
    const team = await api('GET', '/api/team/members', { token: alice.token });
    const listed = team.body.members.find((member: { id: string }) => member.id === crew.id);
    expect(listed.crew_sees_homeowner_phone).toBe(true);

    // A non-admin member of the account, the crew member themselves and another account are refused.
    const user = await crewMember(alice, false, 'user');
    for (const [token, status] of [
      [user.token, 403],
      [crew.token, 403],
      [bob.token, 404],
    ] as const) {
      const refused = await api('PUT', `/api/team/members/${crew.id}/homeowner-phone`, {
        token,
        body: { crew_sees_homeowner_phone: false },
      });
      expect(refused.status).toBe(status);
    }
    expect(await phoneOf()).toBe('317-555-0100');
    // Only a crew member has the setting.
    const notCrew = await api('PUT', `/api/team/members/${user.id}/homeowner-phone`, {
      token: alice.token,
      body: { crew_sees_homeowner_phone: true },
    });
    expect(notCrew.status).toBe(409);

    const off = await api('PUT', `/api/team/members/${crew.id}/homeowner-phone`, {
      token: alice.token,
      body: { crew_sees_homeowner_phone: false },
    });
    expect(off.body.member.crew_sees_homeowner_phone).toBe(false);
    expect(await phoneOf()).toBeNull();
  });
});
