import { log } from '../../platform/log.js';
import { resetDemoTenant, type DemoTenantReset } from '../service/demo-tenant-service.js';

/** Nightly scheduled job, deployed only with the read-only demo tenant (`-c demoTenant=true`). */
export async function handler(): Promise<DemoTenantReset> {
  const reset = await resetDemoTenant();
  log('info', 'demo tenant reset', { ...reset });
  return reset;
}
