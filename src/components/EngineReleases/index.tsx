import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {enginesForSchema, schemaForEngine, schemaPageRoute} from '@site/src/data/releases';
import {bundlesOf, joinVersions, legacyCliSupportStatus, legacyPhaseOutQuarter, schemaRows} from './model';

export {legacyCliSupportStatus, legacyPhaseOutQuarter};

/** The download link of a processing schema file, named after its version. */
function SchemaFileLink({schema}: {schema: string}): ReactNode {
  const href = useBaseUrl(`/schemas/processor/v${schema}.json`);
  return (
    <a href={href} download={`processor-v${schema}.json`}>
      v{schema}.json
    </a>
  );
}

/**
 * Which 3D Processing schema each engine version reads, from src/data/releases.ts: one row per
 * schema, newest first. `download` adds a column with the schema file.
 */
export function EngineSchemaTable({download = false}: {download?: boolean}): ReactNode {
  const rows = schemaRows();
  const unconfirmed = rows.flatMap((row) => row.unconfirmed);
  return (
    <>
      <table>
        <thead>
          <tr>
            <th>Schema</th>
            <th>Engine versions (CLI, plugins)</th>
            <th>Reference</th>
            {download && <th>Schema file</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.schema}>
              <td>v{row.schema}</td>
              <td>{joinVersions(row.engines)}</td>
              <td>
                <Link to={schemaPageRoute(row.schema)}>3D Processing schema v{row.schema}</Link>
              </td>
              {download && (
                <td>
                  <SchemaFileLink schema={row.schema} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {unconfirmed.length > 0 && (
        <p>
          No published source confirms engine {joinVersions(unconfirmed)} or the schema it reads; the table gives the
          schema of its minor line.
        </p>
      )}
    </>
  );
}

/** Inline list of the engine versions that read one schema: `7.4.0, 7.4.1 and 7.4.2`. */
export function EnginesForSchema({schema}: {schema: string}): ReactNode {
  const versions = enginesForSchema(schema);
  if (versions.length === 0) throw new Error(`No engine release reads schema ${schema} (src/data/releases.ts)`);
  return <>{joinVersions(versions)}</>;
}

/** Inline: the engine and schema bundled with each release of a plugin, as the facts name them. */
export function BundledEngine({product}: {product: string}): ReactNode {
  const bundles = bundlesOf(product);
  if (bundles.length === 0) throw new Error(`No bundled engine recorded for ${product} (src/data/releases.ts)`);
  return (
    <>
      {bundles.map((bundle, index) => (
        <React.Fragment key={bundle.version}>
          {index > 0 && '; '}
          <code>rpde</code> {bundle.engine} with schema v{bundle.schema} in plugin {bundle.version}
        </React.Fragment>
      ))}
    </>
  );
}

/** Inline: the oldest engine version that reads a schema, `1.4` → `7.4.0`. */
export function FirstEngine({schema}: {schema: string}): ReactNode {
  const versions = enginesForSchema(schema);
  if (versions.length === 0) throw new Error(`No engine release reads schema ${schema} (src/data/releases.ts)`);
  return <>{versions[0]}</>;
}

/** Inline: the schema an engine version reads, `7.4.1` → `v1.4`. */
export function SchemaOf({engine}: {engine: string}): ReactNode {
  const schema = schemaForEngine(engine);
  if (!schema) throw new Error(`Unknown engine version ${engine} (src/data/releases.ts)`);
  return <>v{schema}</>;
}

/** Inline: when feature work on the legacy RapidCompact CLI was scheduled to end, `the first quarter of 2025`. */
export function LegacyPhaseOut(): ReactNode {
  return <>{legacyPhaseOutQuarter()}</>;
}
