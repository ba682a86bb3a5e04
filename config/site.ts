/**
 * Site-wide constants and the environment switches that change a build.
 * Everything environment-dependent is read here, once, so the rest of the
 * config stays declarative.
 */
import {execFileSync} from 'node:child_process';
import {normaliseBaseUrl} from '../src/lib/base-url';

const env = process.env;

export const siteUrl = env.SITE_URL?.trim() || 'https://docs.rapidpipeline.com';
export const baseUrl = normaliseBaseUrl(env.BASE_URL);
export const productWebsite = 'https://rapidpipeline.com';
export const webApp = 'https://app.rapidpipeline.com';

/** Search engines only index the production deployment. */
export const noIndex = env.NO_INDEX === 'true' || env.DEPLOY_ENV === 'preview';

/** Google Tag Manager container; the plugin is left out when unset. */
export const gtmContainerId = env.GTM_CONTAINER_ID?.trim() || undefined;

/**
 * Parts of the site a writer can leave out of `npm start` / `npm run build`
 * for speed, by name: SITE_SKIP=api,feeds. Never by array position.
 */
export const SKIPPABLE_PARTS = ['api', 'feeds'] as const;

/**
 * Reads SITE_SKIP. An unknown name is an error rather than a no-op: a typo
 * would otherwise still mark the build as partial and turn broken links into warnings.
 */
export function parseSkippedParts(value: string | undefined): Set<string> {
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = parts.filter((part) => !(SKIPPABLE_PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) {
    throw new Error(`SITE_SKIP names unknown part(s): ${unknown.join(', ')}. Known: ${SKIPPABLE_PARTS.join(', ')}`);
  }
  return new Set(parts);
}

export const skippedParts = parseSkippedParts(env.SITE_SKIP);

/**
 * Whether the site is built from a Git checkout. "Last updated" dates come from Git; a build from an
 * archive (no history) leaves them out instead of failing.
 */
export const hasGitHistory = (() => {
  try {
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: __dirname, stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
})();
