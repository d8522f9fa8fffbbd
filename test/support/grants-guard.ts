import { afterAll, beforeAll, expect, inject } from 'vitest';
import { grantSwitch } from './grants.js';

// Every integration file ends without a call the grant check refused unless the file asked for it by
// taking grants away (grants.test.ts): such a call fails on AWS too, even where the handler swallows the
// error (a best-effort mail), so it fails the file that made it (docs/decisions.md, "Grants checked locally").

const unexpected = async () =>
  (await grantSwitch(inject('baseUrl'), 'GET')).body.denied.filter((call) => !call.reduced);

let before = 0;

beforeAll(async () => {
  before = (await unexpected()).length;
});

afterAll(async () => {
  expect(
    (await unexpected()).slice(before),
    "calls outside their row's grants (AccessDenied on AWS)",
  ).toEqual([]);
});
