import { chromium } from 'playwright-core';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createHmac } from 'node:crypto';
const BASE = 'http://localhost:3400';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function dec(t){let bits=0,v=0,o=[];for(const c of t){v=(v<<5)|B32.indexOf(c);bits+=5;if(bits>=8){o.push((v>>>(bits-8))&255);bits-=8;}}return Buffer.from(o);}
function code(secret, off=0){const step=Math.floor(Date.now()/30000)+off;const b=Buffer.alloc(8);b.writeBigUInt64BE(BigInt(step));const m=createHmac('sha1',dec(secret)).update(b).digest();const o=m[m.length-1]&15;return String((m.readUInt32BE(o)&0x7fffffff)%1e6).padStart(6,'0');}
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: 'http://127.0.0.1:8400', region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [375]) {
  await new Promise(r=>setTimeout(r, 30000 - Date.now()%30000 + 100));
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 800 : 800 } });
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill('ops@ridgeline.test');
  await page.locator('input[name="password"]').fill('RidgelineOps1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel(/Authenticator code/).waitFor();
  await page.screenshot({ path: `/tmp/mfa-code-${width}.png` });
  await page.getByLabel(/Authenticator code/).fill(code('KRUGS4ZANFZSA4DMMF4SA3TPOQQGC3DJMZSQ', 0));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/dashboard/);
  // age the mark
  const scan = await ddb.send(new ScanCommand({ TableName: 'ridgeline', FilterExpression: 'email = :e AND #t = :u', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':e': 'ops@ridgeline.test', ':u': 'user' } }));
  const item = scan.Items.find((i) => i.SK === i.PK || i.mfaAt) ?? scan.Items[0];
  const marks = Object.fromEntries(Object.keys(item.mfaAt).map((k) => [k, Math.floor(Date.now()/1000) - 3600]));
  await ddb.send(new UpdateCommand({ TableName: 'ridgeline', Key: { PK: item.PK, SK: item.SK }, UpdateExpression: 'SET mfaAt = :m', ExpressionAttributeValues: { ':m': marks } }));
  await page.goto(`${BASE}/dashboard/admin/users`);
  await page.getByRole('dialog', { name: 'Confirm it is you' }).waitFor();
  await page.screenshot({ path: `/tmp/mfa-stepup-${width}.png` });
  await page.getByLabel(/Authenticator code/).fill(code('KRUGS4ZANFZSA4DMMF4SA3TPOQQGC3DJMZSQ', 1));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/mfa-after-${width}.png` });
  await page.close();
}
// setup screen: make the demo user an operator without an authenticator
const scan = await ddb.send(new ScanCommand({ TableName: 'ridgeline', FilterExpression: 'email = :e AND #t = :u', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':e': 'demo@ridgeline.test', ':u': 'user' } }));
for (const item of scan.Items) await ddb.send(new UpdateCommand({ TableName: 'ridgeline', Key: { PK: item.PK, SK: item.SK }, UpdateExpression: 'SET isOperator = :t', ExpressionAttributeValues: { ':t': true } }));
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill('demo@ridgeline.test');
  await page.locator('input[name="password"]').fill('RidgelineDemo1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel(/Authenticator code/).waitFor();
  await page.screenshot({ path: `/tmp/mfa-setup-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
