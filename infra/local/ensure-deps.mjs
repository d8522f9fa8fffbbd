#!/usr/bin/env node
/**
 * Pre-step of `npm start` and `npm test`: installs what a fresh clone is missing. Plain Node with no
 * dependencies, because it runs before node_modules exists.
 *   1. npm dependencies, when node_modules is missing or package.json / package-lock.json changed
 *   2. Java 17+ for DynamoDB Local
 *   3. Chromium for the browser tests (required only with --need-browser)
 * Usage: node infra/local/ensure-deps.mjs [--need-browser]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const needBrowser = process.argv.includes('--need-browser');
const isRoot = process.getuid?.() === 0;
const say = (line) => console.log(`[deps] ${line}`);
let aptUpdated = false;

/** Runs a command with the terminal attached; true when it exited 0. */
function run(cmd, args, extraEnv = {}) {
  say(`$ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return result.status === 0;
}

function aptInstall(pkg) {
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) aptUpdated = run('apt-get', ['update'], env);
  return aptUpdated && run('apt-get', ['install', '-y', pkg], env);
}

function fail(line) {
  console.error(`[deps] ${line}`);
  process.exit(1);
}

// 1. npm dependencies ----------------------------------------------------------------------------
const lockFile = join(root, 'package-lock.json');
const hasLock = existsSync(lockFile);
const stampFile = join(root, 'node_modules', '.ridgeline-deps-stamp');
const hash = createHash('sha256')
  .update(readFileSync(join(root, 'package.json')))
  .update('\0');
if (hasLock) hash.update(readFileSync(lockFile));
const digest = hash.digest('hex');
const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : undefined;

if (stamp !== digest) {
  if (stamp === undefined && hasLock && matchesHiddenLockfile()) {
    // Installed by hand before this script existed: adopt it rather than reinstall.
    writeFileSync(stampFile, `${digest}\n`);
  } else {
    say(
      existsSync(join(root, 'node_modules'))
        ? 'package.json or package-lock.json changed: reinstalling'
        : 'installing npm dependencies',
    );
    // `npm install`, not `npm ci`: it installs the locked versions all the same, but `npm ci` refuses a
    // lockfile whose optional packages for other platforms (e.g. Tailwind's darwin/win32 binaries)
    // the registry mirror here does not serve.
    if (!run('npm', ['install', '--no-audit', '--no-fund'])) fail('npm install failed.');
    writeFileSync(stampFile, `${digest}\n`);
  }
}

/** True when npm's own record of node_modules has every locked package at its locked version. */
function matchesHiddenLockfile() {
  const hiddenFile = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(hiddenFile)) return false;
  try {
    const locked = JSON.parse(readFileSync(lockFile, 'utf8')).packages ?? {};
    const installed = JSON.parse(readFileSync(hiddenFile, 'utf8')).packages ?? {};
    return Object.entries(locked).every(
      // '' is the project itself; optional packages for other platforms are never installed.
      ([key, entry]) =>
        key === '' || installed[key]?.version === entry.version || (entry.optional && !installed[key]),
    );
  } catch {
    return false;
  }
}

// 2. Java 17+ ------------------------------------------------------------------------------------
function javaMajor() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`);
  if (!match) return 0;
  // Java 8 and older report "1.8.0_…".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/** The install command to show, with sudo on each part when we are not root. */
const aptCommand = (pkg) =>
  isRoot
    ? `apt-get update && apt-get install -y ${pkg}`
    : `sudo apt-get update && sudo apt-get install -y ${pkg}`;

const javaInstall = aptCommand('openjdk-17-jre-headless');
let java = javaMajor();
if (java < 17) {
  say(
    java
      ? `Java ${java} found; DynamoDB Local needs Java 17+`
      : 'Java not found; DynamoDB Local needs Java 17+',
  );
  if (!isRoot) fail(`Install it with: ${javaInstall}`);
  if (!aptInstall('openjdk-17-jre-headless') || (java = javaMajor()) < 17)
    fail(`Installing Java failed. Try: ${javaInstall}`);
  say(`Java ${java} installed`);
}

// 3. Chromium ------------------------------------------------------------------------------------
const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const command = aptCommand('chromium');
  if (!needBrowser) {
    say(`note: ${chromium} is missing; only the browser tests need it (${command})`);
  } else if (!isRoot) {
    fail(`The browser tests need ${chromium}. Install it with: ${command}`);
  } else {
    say(`the browser tests need ${chromium}: installing`);
    if (!aptInstall('chromium') || !existsSync(chromium)) fail(`Installing Chromium failed. Try: ${command}`);
  }
}

// 4. pdftoppm (poppler-utils) ---------------------------------------------------------------------
// The browser tests turn the signed contract PDF into PNG pages to check what a person would see.
const pdftoppm = '/usr/bin/pdftoppm';
if (needBrowser && !existsSync(pdftoppm)) {
  const command = aptCommand('poppler-utils');
  if (!isRoot) fail(`The browser tests need ${pdftoppm}. Install it with: ${command}`);
  say(`the browser tests need ${pdftoppm}: installing`);
  if (!aptInstall('poppler-utils') || !existsSync(pdftoppm))
    fail(`Installing poppler-utils failed. Try: ${command}`);
}
