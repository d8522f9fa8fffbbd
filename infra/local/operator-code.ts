import { OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';
import { operatorCode } from './operator-sign-in.js';

// `npm run operator-code`: the seeded local operator's current authenticator code, for signing in
// without an authenticator app (the key is also printed at start).

const now = new Date();
const left = 30 - (Math.floor(now.getTime() / 1000) % 30);
console.log(`${operatorCode(0, now)}  (${OPERATOR_ACCOUNT.email}, good for ${left} s more)`);
