import { strFromU8, unzipSync } from 'fflate';
import { pdfText } from './test/support/pdf-text.ts';
const base = 'http://localhost:4871';
const j = async (method: string, path: string, token?: string, body?: unknown) => {
  const r = await fetch(base + path, { method, headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return { status: r.status, body: await r.json().catch(() => null) };
};
const login = await j('POST', '/api/auth/login', undefined, { email: 'demo@ridgeline.test', password: 'RidgelineDemo1!' });
const token = login.body.access_token;
const projects = await j('GET', '/api/projects', token);
console.log('projects', projects.status, JSON.stringify(projects.body).slice(0, 300));
const list = projects.body.projects ?? projects.body.items ?? projects.body;
const proj = list.find((p: any) => p.squares !== null) ?? list[0];
const project = await j('GET', `/api/projects/${proj.id}`, token);
console.log('project squares', project.body.squares, 'area', project.body.area_sqft, 'estimate', project.body.estimate_id);
const est = await j('GET', `/api/estimates/${project.body.estimate_id}`, token);
console.log('estimate adjusted', est.body.measurement.adjustedAreaSqft, est.body.measurement.adjustedSquares);
const contract = await j('GET', `/api/estimates/${project.body.estimate_id}/contract-pdf`, token);
console.log('contract', contract.status, JSON.stringify(contract.body).slice(0, 200));
if (contract.status === 200) {
  const bytes = new Uint8Array(await (await fetch(contract.body.url)).arrayBuffer());
  const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
  console.log('contract roof line:', text.match(/Roof: [^.]*\./)?.[0]);
}
const started = await j('POST', '/api/settings/export', token);
let done: any;
for (let i = 0; i < 40 && !done; i++) {
  await new Promise((r) => setTimeout(r, 1000));
  const a = await j('GET', `/api/settings/export/${started.body.id}`, token);
  if (a.body.status === 'done') done = a.body;
}
const files = unzipSync(new Uint8Array(await (await fetch(done.download_url)).arrayBuffer()));
const csv = strFromU8(files['projects.csv']!).split('\r\n');
console.log(csv[0]);
console.log(csv.find((l) => l.includes(project.body.estimate_id)));
