import { describe, expect, it } from 'vitest';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { login, uploadLogo, waitForPasswordLink } from '../support/accounts.js';
import { gifBytes, htmlBytes, jpegBytes, pngBytes, svgBytes } from '../support/images.js';
import { useRuntimeEnvironment } from '../support/operator.js';

useRuntimeEnvironment();
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { HeadObjectCommand, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { s3 } = await import('../../functions/platform/clients/s3.js');
const { config } = await import('../../functions/platform/config.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { getAccount } = await import('../../functions/accounts/data/accounts.js');

const TOO_BIG = 'File size must be less than 5MB';
const WRONG_TYPE = 'Only PNG and JPG files are allowed';
const PLAN_ONLY = 'Logo upload is only available for paying customers. Please upgrade your subscription.';

async function storedLogos(accountId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of [`accounts/${accountId}/`, `incoming/accounts/${accountId}/`]) {
    const { Contents } = await s3.send(
      new ListObjectsV2Command({ Bucket: config.UPLOADS_BUCKET, Prefix: prefix }),
    );
    keys.push(...(Contents ?? []).map((object) => object.Key!));
  }
  return keys;
}

async function setSubscription(accountId: string, status: string, trialEndsAt: string | null) {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' },
      UpdateExpression: 'SET subscriptionStatus = :status, trialEndsAt = :ends',
      ExpressionAttributeValues: { ':status': status, ':ends': trialEndsAt },
    }),
  );
}

const png = (bytes = pngBytes()) => ({ bytes, name: 'logo.png', type: 'image/png' });

describe('GET /api/profile/me and PUT /api/profile/me', () => {
  it('return and update the caller’s own profile; another user_id is refused with 403', async () => {
    const contractor = await signUp({ company: 'Avery Roofing' });
    const other = await signUp();
    const me = await api('GET', `/api/profile/me?user_id=${contractor.user.id}`, { token: contractor.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: contractor.user.id,
      first_name: 'Jordan',
      last_name: 'Avery',
      email: contractor.email,
      phone: null,
      company: 'Avery Roofing',
      company_logo: null,
      role: 'admin',
      can_edit_company: true,
    });
    expect((await api('GET', '/api/profile/me', { token: contractor.token })).status).toBe(200);
    expect(
      (await api('GET', `/api/profile/me?user_id=${other.user.id}`, { token: contractor.token })).status,
    ).toBe(403);
    expect((await api('GET', '/api/profile/me')).status).toBe(401);

    const body = {
      first_name: 'Jordan',
      last_name: 'Avery-Stone',
      phone: '(555) 123-4567',
      company: 'Avery & Stone Roofing',
    };
    const foreign = await api('PUT', `/api/profile/me?user_id=${other.user.id}`, {
      token: contractor.token,
      body,
    });
    expect(foreign.status).toBe(403);
    expect((await api('GET', '/api/profile/me', { token: other.token })).body.last_name).toBe('Avery');

    const updated = await api('PUT', `/api/profile/me?user_id=${contractor.user.id}`, {
      token: contractor.token,
      body,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      last_name: 'Avery-Stone',
      phone: '(555) 123-4567',
      company: 'Avery & Stone Roofing',
    });
    expect((await api('GET', '/api/auth/me', { token: contractor.token })).body).toMatchObject({
      last_name: 'Avery-Stone',
      company: 'Avery & Stone Roofing',
    });

    const cleared = await api('PUT', '/api/profile/me', {
      token: contractor.token,
      body: { ...body, phone: '' },
    });
    expect(cleared.body.phone).toBeNull();
  });

  it('refuse injected fields and blank names, and let only admins rename the company', async () => {
    const admin = await signUp({ company: 'Ridge Crew' });
    const injected = await api('PUT', '/api/profile/me', {
      token: admin.token,
      body: { first_name: 'A', last_name: 'B', email: 'new@example.com', role: 'admin', accountId: 'x' },
    });
    expect(injected.status).toBe(400);
    expect(
      (await api('PUT', '/api/profile/me', { token: admin.token, body: { first_name: ' ', last_name: 'B' } }))
        .body.detail,
    ).toBe('First name is required');
    expect((await api('GET', '/api/profile/me', { token: admin.token })).body.email).toBe(admin.email);

    const email = uniqueEmail('crew');
    await api('POST', '/api/team/members', {
      token: admin.token,
      body: { first_name: 'Pat', last_name: 'Kim', email, role: 'user' },
    });
    const { token: link } = await waitForPasswordLink(email);
    await api('POST', '/api/auth/password-reset-confirm', {
      body: { token: link, new_password: 'Crew-Pass-2026' },
    });
    const member = (await login(email, 'Crew-Pass-2026')).body.access_token as string;
    const profile = await api('GET', '/api/profile/me', { token: member });
    expect(profile.body).toMatchObject({ company: 'Ridge Crew', role: 'user', can_edit_company: false });
    const rename = await api('PUT', '/api/profile/me', {
      token: member,
      body: { first_name: 'Pat', last_name: 'Kim', company: 'Pat Takes Over' },
    });
    expect(rename.status).toBe(403);
    expect((await getAccount(admin.user.account_id))?.name).toBe('Ridge Crew');
    // Their own details are theirs to change (sending the company unchanged is fine).
    expect(
      (
        await api('PUT', '/api/profile/me', {
          token: member,
          body: { first_name: 'Patricia', last_name: 'Kim', company: 'Ridge Crew' },
        })
      ).body.first_name,
    ).toBe('Patricia');
  });
});

describe('GET /api/profile/subscription', () => {
  it('starts on a 14-day trial, then turns free; a paid account is active', async () => {
    const contractor = await signUp();
    const trial = await api('GET', `/api/profile/subscription?user_id=${contractor.user.id}`, {
      token: contractor.token,
    });
    expect(trial.status).toBe(200);
    expect(trial.body).toMatchObject({ subscription_status: 'trial', subscription_tier: 'pro' });
    const days = (Date.parse(trial.body.trial_ends_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    await setSubscription(contractor.user.account_id, 'trial', new Date(Date.now() - 1000).toISOString());
    expect(
      (await api('GET', '/api/profile/subscription', { token: contractor.token })).body.subscription_status,
    ).toBe('free');
    await setSubscription(contractor.user.account_id, 'active', null);
    expect(
      (await api('GET', '/api/profile/subscription', { token: contractor.token })).body.subscription_status,
    ).toBe('active');
    expect(
      (await api('GET', '/api/profile/subscription?user_id=someone-else', { token: contractor.token }))
        .status,
    ).toBe(403);
  });
});

describe('POST /api/profile/logo/upload and DELETE /api/profile/logo', () => {
  it('store a PNG under the account’s prefix with a generated key and serve it through a link valid at most 15 minutes', async () => {
    const contractor = await signUp();
    const accountId = contractor.user.account_id;
    const bytes = pngBytes();
    const uploaded = await uploadLogo(
      contractor.token,
      { bytes, name: '../../../etc/evil name.html.png', type: 'text/html' },
      { user_id: contractor.user.id },
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.message).toBe('Logo uploaded successfully');

    const url = new URL(uploaded.body.logo_url);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    expect(decodeURIComponent(url.pathname)).toMatch(
      new RegExp(`/accounts/${accountId}/logos/[0-9A-Z]{26}\\.png$`),
    );
    expect(url.pathname).not.toContain('evil');
    const [key] = await storedLogos(accountId);
    expect(key).toMatch(new RegExp(`^accounts/${accountId}/logos/[0-9A-Z]{26}\\.png$`));

    const download = await fetch(uploaded.body.logo_url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="company-logo\.png"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const profile = await api('GET', '/api/profile/me', { token: contractor.token });
    const profileUrl = new URL(profile.body.company_logo);
    expect(decodeURIComponent(profileUrl.pathname)).toContain(`/accounts/${accountId}/logos/`);
    expect(Number(profileUrl.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);

    // Replacing deletes the old object; JPEG is recognised by its bytes too.
    const replaced = await uploadLogo(contractor.token, {
      bytes: jpegBytes(),
      name: 'logo.jpeg',
      type: 'image/jpeg',
    });
    expect(replaced.status).toBe(200);
    const keys = await storedLogos(accountId);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/\.jpg$/);
    await expect(
      s3.send(new HeadObjectCommand({ Bucket: config.UPLOADS_BUCKET, Key: key })),
    ).rejects.toThrow();

    const deleted = await api('DELETE', `/api/profile/logo?user_id=${contractor.user.id}`, {
      token: contractor.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Logo deleted successfully');
    expect(await storedLogos(accountId)).toEqual([]);
    expect((await api('GET', '/api/profile/me', { token: contractor.token })).body.company_logo).toBeNull();
  });

  it('accept exactly 5,242,880 bytes and refuse 5,242,881 with the spec message, storing nothing', async () => {
    const contractor = await signUp();
    const accountId = contractor.user.account_id;
    const largest = pngBytes({ totalBytes: 5_242_880 });
    expect(largest.length).toBe(5_242_880);
    const accepted = await uploadLogo(contractor.token, png(largest));
    expect(accepted.status).toBe(200);
    const before = await storedLogos(accountId);
    const logoBefore = (await getAccount(accountId))?.logoKey;

    const tooBig = await uploadLogo(contractor.token, png(pngBytes({ totalBytes: 5_242_881 })));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.detail).toBe(TOO_BIG);
    const sixMegabytes = await uploadLogo(contractor.token, png(pngBytes({ totalBytes: 6 * 1024 * 1024 })));
    expect(sixMegabytes.body.detail).toBe(TOO_BIG);
    expect(await storedLogos(accountId)).toEqual(before);
    expect((await getAccount(accountId))?.logoKey).toBe(logoBefore);
  });

  it('refuse GIF, SVG and HTML named .png (bytes decide, not the name), storing nothing', async () => {
    const contractor = await signUp();
    const accountId = contractor.user.account_id;
    for (const bytes of [gifBytes(), svgBytes(), htmlBytes(), Buffer.from('just text')]) {
      const refused = await uploadLogo(contractor.token, { bytes, name: 'logo.png', type: 'image/png' });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe(WRONG_TYPE);
    }
    expect(await storedLogos(accountId)).toEqual([]);
    expect((await api('GET', '/api/profile/me', { token: contractor.token })).body.company_logo).toBeNull();
  });

  it('allow uploads and deletes only on an active or trial plan and only for account admins', async () => {
    const contractor = await signUp();
    const accountId = contractor.user.account_id;
    await setSubscription(accountId, 'free', null);
    const free = await uploadLogo(contractor.token, png());
    expect(free.status).toBe(403);
    expect(free.body.detail).toBe(PLAN_ONLY);
    expect((await api('DELETE', '/api/profile/logo', { token: contractor.token })).body.detail).toBe(
      PLAN_ONLY,
    );
    await setSubscription(accountId, 'active', null);
    expect((await uploadLogo(contractor.token, png())).status).toBe(200);

    const email = uniqueEmail('crew');
    await api('POST', '/api/team/members', {
      token: contractor.token,
      body: { first_name: 'Lee', last_name: 'Park', email, role: 'manager' },
    });
    const { token: link } = await waitForPasswordLink(email);
    await api('POST', '/api/auth/password-reset-confirm', {
      body: { token: link, new_password: 'Crew-Pass-2026' },
    });
    const manager = (await login(email, 'Crew-Pass-2026')).body.access_token as string;
    const byManager = await uploadLogo(manager, png());
    expect(byManager.status).toBe(403);
    expect((await api('DELETE', '/api/profile/logo', { token: manager })).status).toBe(403);
    expect(await storedLogos(accountId)).toHaveLength(1);
  });

  it('refuse another user_id, a missing file, a non-multipart body and anonymous callers', async () => {
    const contractor = await signUp();
    const other = await signUp();
    expect((await uploadLogo(contractor.token, png(), { user_id: other.user.id })).status).toBe(403);
    expect(
      (await api('DELETE', `/api/profile/logo?user_id=${other.user.id}`, { token: contractor.token })).status,
    ).toBe(403);
    const missing = await uploadLogo(contractor.token, undefined, { user_id: contractor.user.id });
    expect(missing.status).toBe(400);
    expect(
      (await api('POST', '/api/profile/logo/upload', { token: contractor.token, body: { file: 'x' } }))
        .status,
    ).toBe(400);
    expect((await uploadLogo('', png())).status).toBe(401);
    expect(await storedLogos(contractor.user.account_id)).toEqual([]);
  });
});

/** The browser's two-step upload: ask for a presigned form, POST the bytes to S3, confirm the key. */
async function twoStepUpload(token: string, bytes: Buffer) {
  const target = await api('POST', '/api/profile/logo/upload-url', { token });
  if (target.status !== 200) return { target, storage: 0, confirm: undefined };
  const form = new FormData();
  for (const [name, value] of Object.entries(target.body.fields as Record<string, string>))
    form.set(name, value);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
  const storage = await fetch(target.body.upload_url, { method: 'POST', body: form });
  await storage.arrayBuffer();
  const confirm = await api('POST', '/api/profile/logo/confirm', { token, body: { key: target.body.key } });
  return { target, storage: storage.status, confirm };
}

describe('POST /api/profile/logo/upload-url and POST /api/profile/logo/confirm (two-step upload straight to S3)', () => {
  it('hand out a presigned POST for a fresh staging key, valid at most 15 minutes and limited to 1..5,242,880 bytes', async () => {
    const contractor = await signUp();
    const accountId = contractor.user.account_id;
    const target = await api('POST', `/api/profile/logo/upload-url?user_id=${contractor.user.id}`, {
      token: contractor.token,
    });
    // Measured after the answer: the server set the expiry at or before this instant.
    const after = Date.now();
    expect(target.status).toBe(200);
    expect(target.body.max_bytes).toBe(5_242_880);
    expect(target.body.key).toMatch(new RegExp(`^incoming/accounts/${accountId}/logos/[0-9A-Z]{26}$`));
    expect(target.body.fields.key).toBe(target.body.key);
    const policy = JSON.parse(Buffer.from(target.body.fields.Policy, 'base64').toString('utf8'));
    const expiresInSeconds = (Date.parse(policy.expiration) - after) / 1000;
    expect(expiresInSeconds).toBeGreaterThan(0);
    expect(expiresInSeconds).toBeLessThanOrEqual(900);
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5_242_880]);
    expect(policy.conditions).toContainEqual({ key: target.body.key });
    const second = await api('POST', '/api/profile/logo/upload-url', { token: contractor.token });
    expect(second.body.key).not.toBe(target.body.key);
  });

  it('are refused by storage, as S3 refuses them, for any key but the one signed', async () => {
    const contractor = await signUp();
    const other = await signUp();
    const target = await api('POST', '/api/profile/logo/upload-url', { token: contractor.token });
    const elsewhere = `accounts/${other.user.account_id}/logos/01JD0000000000000000000000.png`;
    const form = new FormData();
    for (const [name, value] of Object.entries(target.body.fields as Record<string, string>))
      form.set(name, name === 'key' ? elsewhere : value);
    form.set('file', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'logo.png');
    const storage = await fetch(target.body.upload_url, { method: 'POST', body: form });
    expect(storage.status).toBe(403);
    expect(await storage.text()).toContain('<Code>AccessDenied</Code>');
    expect(await storedLogos(other.user.account_id)).toEqual([]);
  });

  it('store a checked PNG as the logo, delete the staged upload and the previous logo', async () => {
    const contractor = await signUp();
    const accountId = contractor.user.account_id;
    const bytes = pngBytes();
    const first = await twoStepUpload(contractor.token, bytes);
    expect(first.storage).toBeLessThan(300);
    expect(first.confirm?.status).toBe(200);
    expect(first.confirm?.body.message).toBe('Logo uploaded successfully');
    const [key] = await storedLogos(accountId);
    expect(await storedLogos(accountId)).toEqual([key]);
    expect(key).toMatch(new RegExp(`^accounts/${accountId}/logos/[0-9A-Z]{26}\\.png$`));
    const download = await fetch(first.confirm?.body.logo_url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="company-logo\.png"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await getAccount(accountId))?.logoKey).toBe(key);

    const second = await twoStepUpload(contractor.token, jpegBytes());
    expect(second.confirm?.status).toBe(200);
    const keys = await storedLogos(accountId);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/\.jpg$/);
    expect((await getAccount(accountId))?.logoKey).toBe(keys[0]);
    // A key is good for one confirm only: the staged object is gone.
    expect(
      (
        await api('POST', '/api/profile/logo/confirm', {
          token: contractor.token,
          body: { key: second.target.body.key },
        })
      ).status,
    ).toBe(404);
  });

  it('accept exactly 5,242,880 bytes and refuse 5,242,881 (S3 condition or confirm), storing nothing and leaving the logo', async () => {
    const contractor = await signUp();
    const accountId = contractor.user.account_id;
    const largest = await twoStepUpload(contractor.token, pngBytes({ totalBytes: 5_242_880 }));
    expect(largest.confirm?.status).toBe(200);
    const before = await storedLogos(accountId);
    const logoBefore = (await getAccount(accountId))?.logoKey;
    expect(before).toEqual([logoBefore]);

    const tooBig = await twoStepUpload(contractor.token, pngBytes({ totalBytes: 5_242_881 }));
    // AWS S3 enforces the policy's content-length-range (400 EntityTooLarge); s3rver does not, so confirm refuses.
    if (tooBig.storage < 300) {
      expect(tooBig.confirm?.status).toBe(413);
      expect(tooBig.confirm?.body.detail).toBe(TOO_BIG);
    } else {
      expect(tooBig.storage).toBe(400);
      expect(tooBig.confirm?.status).toBe(404);
    }
    expect(await storedLogos(accountId)).toEqual(before);
    expect((await getAccount(accountId))?.logoKey).toBe(logoBefore);
  });

  it('refuse GIF and HTML bytes named .png with the spec message, deleting the staged upload', async () => {
    const contractor = await signUp();
    const accountId = contractor.user.account_id;
    for (const bytes of [gifBytes(), htmlBytes()]) {
      const refused = await twoStepUpload(contractor.token, bytes);
      expect(refused.confirm?.status).toBe(400);
      expect(refused.confirm?.body.detail).toBe(WRONG_TYPE);
    }
    expect(await storedLogos(accountId)).toEqual([]);
    expect((await api('GET', '/api/profile/me', { token: contractor.token })).body.company_logo).toBeNull();
  });

  it('answer 404 for another account’s staged key or a key outside the staging folder, touching nothing', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const target = await api('POST', '/api/profile/logo/upload-url', { token: owner.token });
    const form = new FormData();
    for (const [name, value] of Object.entries(target.body.fields as Record<string, string>))
      form.set(name, value);
    form.set('file', new Blob([new Uint8Array(pngBytes())]), 'logo.png');
    expect((await fetch(target.body.upload_url, { method: 'POST', body: form })).status).toBeLessThan(300);

    const stolen = await api('POST', '/api/profile/logo/confirm', {
      token: intruder.token,
      body: { key: target.body.key },
    });
    expect(stolen.status).toBe(404);
    expect(await storedLogos(intruder.user.account_id)).toEqual([]);
    expect(await storedLogos(owner.user.account_id)).toEqual([target.body.key]);
    const ownAccount = `accounts/${intruder.user.account_id}/logos/`;
    for (const key of [
      `${ownAccount}01JD8XM4A2B3C4D5E6F7G8H9JK.png`,
      `${ownAccount}incoming/../../../${owner.user.account_id}/logos/incoming/x`,
      `${ownAccount}incoming/01JD8XM4A2B3C4D5E6F7G8H9JK`,
      `incoming/${ownAccount}01JD8XM4A2B3C4D5E6F7G8H9JK`,
    ]) {
      expect(
        (await api('POST', '/api/profile/logo/confirm', { token: intruder.token, body: { key } })).status,
      ).toBe(404);
    }
    expect(
      (await api('POST', '/api/profile/logo/confirm', { token: owner.token, body: { key: target.body.key } }))
        .status,
    ).toBe(200);
  });

  it('refuse a free plan, non-admins and anonymous callers at both steps', async () => {
    const contractor = await signUp();
    const accountId = contractor.user.account_id;
    const target = await api('POST', '/api/profile/logo/upload-url', { token: contractor.token });
    await setSubscription(accountId, 'free', null);
    const free = await api('POST', '/api/profile/logo/upload-url', { token: contractor.token });
    expect(free.status).toBe(403);
    expect(free.body.detail).toBe(PLAN_ONLY);
    const confirm = await api('POST', '/api/profile/logo/confirm', {
      token: contractor.token,
      body: { key: target.body.key },
    });
    expect(confirm.status).toBe(403);
    expect(confirm.body.detail).toBe(PLAN_ONLY);
    await setSubscription(accountId, 'trial', new Date(Date.now() - 1000).toISOString());
    expect((await api('POST', '/api/profile/logo/upload-url', { token: contractor.token })).body.detail).toBe(
      PLAN_ONLY,
    );
    await setSubscription(accountId, 'trial', new Date(Date.now() + 86_400_000).toISOString());
    expect((await api('POST', '/api/profile/logo/upload-url', { token: contractor.token })).status).toBe(200);

    const email = uniqueEmail('crew');
    await api('POST', '/api/team/members', {
      token: contractor.token,
      body: { first_name: 'Lee', last_name: 'Park', email, role: 'manager' },
    });
    const { token: link } = await waitForPasswordLink(email);
    await api('POST', '/api/auth/password-reset-confirm', {
      body: { token: link, new_password: 'Crew-Pass-2026' },
    });
    const manager = (await login(email, 'Crew-Pass-2026')).body.access_token as string;
    expect((await api('POST', '/api/profile/logo/upload-url', { token: manager })).status).toBe(403);
    expect(
      (await api('POST', '/api/profile/logo/confirm', { token: manager, body: { key: target.body.key } }))
        .status,
    ).toBe(403);
    expect((await api('POST', '/api/profile/logo/upload-url')).status).toBe(401);
    expect((await api('POST', '/api/profile/logo/confirm', { body: { key: target.body.key } })).status).toBe(
      401,
    );
    expect(await storedLogos(accountId)).toEqual([]);
  });
});
