/**
 * Looks for secrets in a build: the values of secret environment variables
 * (ALGOLIA_ADMIN_API_KEY and anything named like a token, password or key) and
 * strings shaped like well-known credentials. The only key a build may contain
 * is the Algolia search-only key (ALGOLIA_SEARCH_API_KEY), and only when it is
 * configured.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Finding {
  file: string;
  what: string;
  /** The match, shortened so a report never repeats a whole secret. */
  excerpt: string;
}

type Env = Record<string, string | undefined>;

/** Variables whose value may appear in the build. */
const PUBLIC_VARIABLES = new Set([
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_APP_ID',
  'ALGOLIA_INDEX_NAME',
  'GTM_CONTAINER_ID',
]);
const SECRET_NAME = /(SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|ADMIN|CREDENTIAL|API_KEY|_KEY$|AUTH)/i;
/** Values too short or too common to be a secret worth searching for. */
const TRIVIAL = /^(true|false|null|undefined|0|1|yes|no|on|off)$/i;

const PATTERNS: Array<[string, RegExp]> = [
  ['private key block', /-----BEGIN [A-Z ]*PRIVATE KEY-----/g],
  ['AWS access key id', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/g],
  ['GitHub token', /\b(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/g],
  ['npm token', /\bnpm_[A-Za-z0-9]{36}\b/g],
  ['Slack token', /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/g],
  ['Stripe secret key', /\b[sr]k_live_[0-9A-Za-z]{16,}\b/g],
  ['Cloudflare / bearer token in a header', /\bAuthorization:\s*Bearer\s+[A-Za-z0-9._-]{20,}/g],
  // Algolia API keys are 32 hexadecimal characters.
  ['Algolia-style API key (32 hex characters)', /(?<![0-9A-Fa-f])[0-9a-f]{32}(?![0-9A-Fa-f])/g],
];

const TEXT_FILE = /\.(html?|js|mjs|cjs|css|json|xml|txt|ya?ml|map|svg|webmanifest)$|^_headers$|^_redirects$/;

export function secretValues(env: Env): Array<{name: string; value: string}> {
  return (
    Object.entries(env)
      // npm describes the package and the running script in npm_package_* / npm_lifecycle_*: not secrets.
      .filter(
        ([name, value]) =>
          value && SECRET_NAME.test(name) && !PUBLIC_VARIABLES.has(name) && !/^npm_(package|lifecycle)_/.test(name),
      )
      .map(([name, value]) => ({name, value: value!.trim()}))
      .filter(({value}) => value.length >= 8 && !TRIVIAL.test(value))
  );
}

const shorten = (text: string) =>
  text.length <= 12 ? `${text.slice(0, 4)}…` : `${text.slice(0, 6)}…${text.slice(-2)}`;

/** Findings in one text. */
export function scanText(file: string, text: string, env: Env): Finding[] {
  const findings: Finding[] = [];
  const searchKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  for (const {name, value} of secretValues(env)) {
    if (text.includes(value)) findings.push({file, what: `value of ${name}`, excerpt: shorten(value)});
  }
  for (const [what, pattern] of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (searchKey && match[0] === searchKey) continue;
      findings.push({file, what, excerpt: shorten(match[0])});
    }
  }
  return findings;
}

/** Findings in every text file under `dir`. */
export function scanDirectory(dir: string, env: Env): Finding[] {
  const findings: Finding[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && TEXT_FILE.test(entry.name)) {
        findings.push(...scanText(path.relative(dir, full), fs.readFileSync(full, 'utf8'), env));
      }
    }
  };
  walk(dir);
  return findings;
}
