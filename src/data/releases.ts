/**
 * Release facts of the 3D Processor engine and the plugins that bundle it: the one place pages,
 * release notes and checks read them from. Source: /work/shared/facts (product.md §4, processor.md §1.3).
 *
 * `Support` says how sure a value is, as the fact sheets mark it:
 * - `confirmed`: stated by a public source;
 * - `derived`: read from a public repository's code or data, or implied by a confirmed range or fact
 *   (a patch release reads the schema of its minor line, as 7.1.0–7.1.1 → v1.1 shows; a release date
 *   taken from a confirmed build date);
 * - `unconfirmed`: no public source states it; the value is the one this site publishes.
 */
export type Support = 'confirmed' | 'derived' | 'unconfirmed';

export interface EngineRelease {
  /** Engine version, `7.4.1`. */
  version: string;
  /** Whether a public source names this version at all. */
  versionSupport: Support;
  /** `YYYY-MM-DD`: the date this site gives the release (its release-note date). */
  released: string;
  releasedSupport: Support;
  /** Processing schema version it reads, `1.4` (file static/schemas/processor/v1.4.json). */
  schema: string;
  schemaSupport: Support;
}

export const engineReleases: readonly EngineRelease[] = [
  // 7.0.0: the rpdx banner shows a build dated 15 Aug 2024; no source states the release date itself.
  {
    version: '7.0.0',
    versionSupport: 'confirmed',
    released: '2024-08-15',
    releasedSupport: 'derived',
    schema: '1.0',
    schemaSupport: 'confirmed',
  },
  {
    version: '7.1.0',
    versionSupport: 'confirmed',
    released: '2024-10-15',
    releasedSupport: 'unconfirmed',
    schema: '1.1',
    schemaSupport: 'confirmed',
  },
  {
    version: '7.1.1',
    versionSupport: 'confirmed',
    released: '2024-11-05',
    releasedSupport: 'unconfirmed',
    schema: '1.1',
    schemaSupport: 'confirmed',
  },
  {
    version: '7.2.0',
    versionSupport: 'confirmed',
    released: '2025-01-21',
    releasedSupport: 'unconfirmed',
    schema: '1.2',
    schemaSupport: 'confirmed',
  },
  // 7.2.1 lies inside the "7.0.0–7.2.2" range the CLI migration guide converts to.
  {
    version: '7.2.1',
    versionSupport: 'derived',
    released: '2025-02-11',
    releasedSupport: 'unconfirmed',
    schema: '1.2',
    schemaSupport: 'derived',
  },
  {
    version: '7.2.2',
    versionSupport: 'confirmed',
    released: '2025-03-04',
    releasedSupport: 'unconfirmed',
    schema: '1.2',
    schemaSupport: 'derived',
  },
  {
    version: '7.3.0',
    versionSupport: 'confirmed',
    released: '2025-04-08',
    releasedSupport: 'unconfirmed',
    schema: '1.3',
    schemaSupport: 'confirmed',
  },
  // 7.3.1: the minimum engine of the remesh-and-bake Magic Actions.
  {
    version: '7.3.1',
    versionSupport: 'derived',
    released: '2025-05-13',
    releasedSupport: 'unconfirmed',
    schema: '1.3',
    schemaSupport: 'derived',
  },
  {
    version: '7.4.0',
    versionSupport: 'confirmed',
    released: '2025-06-24',
    releasedSupport: 'unconfirmed',
    schema: '1.4',
    schemaSupport: 'confirmed',
  },
  // 7.4.1: bundled with schema 1.4 in the Blender plugin v1.0.0 (7 Aug 2025), so released by then.
  {
    version: '7.4.1',
    versionSupport: 'derived',
    released: '2025-07-29',
    releasedSupport: 'unconfirmed',
    schema: '1.4',
    schemaSupport: 'derived',
  },
  {
    version: '7.4.2',
    versionSupport: 'unconfirmed',
    released: '2025-09-16',
    releasedSupport: 'unconfirmed',
    schema: '1.4',
    schemaSupport: 'unconfirmed',
  },
];

/** Processing schema versions, oldest first, each with a file static/schemas/processor/v<version>.json. */
export const processorSchemaVersions: readonly string[] = [...new Set(engineReleases.map((r) => r.schema))];

export interface BundledEngine {
  /** Product name as the feeds name it (config/feeds.ts `product`). */
  product: string;
  /** Plugin version, `1.0.0`. */
  version: string;
  /** `YYYY-MM-DD` of the plugin release. */
  released: string;
  engine: string;
  schema: string;
  support: Support;
}

/** Plugin releases whose bundled engine a public source names (the Blender plugin's changelog). */
export const bundledEngines: readonly BundledEngine[] = [
  {
    product: 'Blender plugin',
    version: '1.0.0',
    released: '2025-08-07',
    engine: '7.4.1',
    schema: '1.4',
    support: 'confirmed',
  },
];

/** The legacy RapidCompact CLI (6.x): feature work phases out in this quarter; bug fixes continue. */
export const legacyCliFeaturePhaseOut = {quarter: 'Q1 2025', support: 'confirmed' as Support};

export function engineRelease(version: string): EngineRelease | undefined {
  return engineReleases.find((release) => release.version === version);
}

/** The processing schema an engine version reads, `7.4.2` → `1.4`; undefined for an unknown version. */
export function schemaForEngine(version: string): string | undefined {
  return engineRelease(version)?.schema;
}

/** The date this site gives an engine release, undefined for an unknown version. */
export function releasedOn(version: string): string | undefined {
  return engineRelease(version)?.released;
}

const releasesOfSchema = (schema: string) => engineReleases.filter((release) => release.schema === schema);

/** Engine versions that read a schema, oldest first: `1.4` → [7.4.0, 7.4.1, 7.4.2]. */
export function enginesForSchema(schema: string): string[] {
  return releasesOfSchema(schema).map((release) => release.version);
}

/**
 * Engine versions known to read a schema, as a range, `7.4.0–7.4.1` (one version alone when only one does): a
 * release whose schema no source gives is left out, since the range is stated without a hedge.
 */
export function engineRangeForSchema(schema: string, separator = '–'): string | undefined {
  const versions = releasesOfSchema(schema)
    .filter((release) => release.schemaSupport !== 'unconfirmed')
    .map((release) => release.version);
  if (versions.length === 0) return undefined;
  return versions.length === 1 ? versions[0] : `${versions[0]}${separator}${versions[versions.length - 1]}`;
}

/** Route of a schema's reference page. */
export function schemaPageRoute(schema: string): string {
  return `/docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v${schema}`;
}
