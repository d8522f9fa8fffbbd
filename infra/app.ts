/** CDK entry point (`cdk.json`): one App, one stack named `Ridgeline` (its areas are nested stacks). */
import { App } from 'aws-cdk-lib';
import { addNagChecks } from './nag.js';
import { buildStack } from './stack.js';

const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

const app = new App();
// Environment-agnostic unless the CLI knows the target account/region.
buildStack(app, { env: account || region ? { account, region } : undefined });
// cdk-nag's AwsSolutions checks: an unacknowledged finding stops `npm run synth` (see nag.ts).
addNagChecks(app);
app.synth();
