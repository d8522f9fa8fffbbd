/**
 * The one zod import: `zod/mini` (schemas are built by functions, so a bundle keeps only the checks
 * it uses — classic zod's methods pulled ~80 KB into every Lambda) with zod's English messages, which
 * mini does not load by itself. Every schema and parser imports `z` from here.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
