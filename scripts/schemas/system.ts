/** The System schema v1.0: machine-level settings of the 3D Processor CLI (not used by the Web Platform). */
import {bool, int, object, oneOfValues, text, type Schema} from './helpers';

export const SYSTEM_VERSIONS = ['1.0'] as const;

export const SYSTEM_ENGINES: {[version: string]: string} = {'1.0': '7.0.0 to 7.1.1'};

const STREAMS = ['stdout', 'stderr', 'none'];

export function systemSchema(version: string): Schema {
  if (!SYSTEM_VERSIONS.includes(version as (typeof SYSTEM_VERSIONS)[number]))
    throw new Error(`unknown version ${version}`);
  const root = object(
    `System settings of the 3D Processor CLI, schema v${version}, read by engine ${SYSTEM_ENGINES[version]}. They describe the machine and the console, not the asset; every key is optional.`,
    {
      maxConcurrentThreads: int(0, {min: 0}, 'Largest number of threads the processor uses; 0 uses every core.'),
      restrictToSubfolders: bool(
        false,
        "Load resources (textures, referenced files) only from the input file's folder and its subfolders.",
      ),
      IBLFilePath: text(
        '',
        'Path of a custom environment (IBL) file for rendering; empty uses the built-in environment.',
      ),
      streams: object('Where each kind of console output goes.', {
        info: oneOfValues(STREAMS, 'stdout', 'Target of informational messages.'),
        progress: oneOfValues(STREAMS, 'none', 'Target of progress reports.'),
        warning: oneOfValues(STREAMS, 'stdout', 'Target of warnings.'),
        error: oneOfValues(STREAMS, 'stderr', 'Target of error messages.'),
        infoLevel: int(3, {min: 0, max: 5}, 'Detail of informational messages: 0 prints none, 5 prints the most.'),
      }),
    },
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://docs.rapidpipeline.com/schemas/system/v${version}.json`,
    title: `RapidPipeline System schema v${version}`,
    'x-schemaVersion': version,
    'x-engineVersions': SYSTEM_ENGINES[version],
    ...root,
  };
}
