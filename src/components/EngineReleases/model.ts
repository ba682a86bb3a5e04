import {
  bundledEngines,
  engineReleases,
  enginesForSchema,
  legacyCliFeaturePhaseOut,
  processorSchemaVersions,
  type BundledEngine,
  type EngineRelease,
} from '../../data/releases';

/** One row of the engine-to-schema table: a processing schema and every engine version that reads it. */
export interface SchemaRow {
  schema: string;
  engines: string[];
  /** Engine versions of this row whose version or schema no public source states. */
  unconfirmed: string[];
}

function isUnconfirmed(release: EngineRelease): boolean {
  return release.versionSupport === 'unconfirmed' || release.schemaSupport === 'unconfirmed';
}

/** Rows newest schema first, as readers look for the current version. */
export function schemaRows(): SchemaRow[] {
  return [...processorSchemaVersions].reverse().map((schema) => ({
    schema,
    engines: enginesForSchema(schema),
    unconfirmed: engineReleases.filter((r) => r.schema === schema && isUnconfirmed(r)).map((r) => r.version),
  }));
}

/** The engine versions of one schema as readers write them: `7.4.0, 7.4.1 and 7.4.2`. */
export function joinVersions(versions: readonly string[]): string {
  if (versions.length <= 1) return versions.join('');
  return `${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;
}

/** Releases of a plugin whose bundled engine a public source names, oldest first. */
export function bundlesOf(product: string): BundledEngine[] {
  return bundledEngines.filter((bundle) => bundle.product === product);
}

/** The quarter in which feature work on the legacy RapidCompact CLI was scheduled to end, in words: `the first quarter of 2025`. */
export function legacyPhaseOutQuarter(quarter: string = legacyCliFeaturePhaseOut.quarter): string {
  const match = /^Q([1-4]) (\d{4})$/.exec(quarter);
  if (!match) throw new Error(`Quarter "${quarter}" is not in the form "Q1 2025" (src/data/releases.ts)`);
  return `the ${['first', 'second', 'third', 'fourth'][Number(match[1]) - 1]} quarter of ${match[2]}`;
}

/** The legacy CLI's support status as the legacy pages' banners state it, in one sentence. */
export function legacyCliSupportStatus(): string {
  return `Active feature development of the RapidCompact CLI was scheduled to end in ${legacyPhaseOutQuarter()}; it still receives bug fixes.`;
}
