/**
 * The Rendering schema (settings for `rpdx --render <file>`), versions 1.0 and 1.1.
 * v1.1 (engine 7.1) adds the `version` tag and `outputFormat`.
 */
import {bool, int, num, object, oneOfValues, vector, when, type Schema} from './helpers';

export const RENDERING_VERSIONS = ['1.0', '1.1'] as const;

export const RENDERING_ENGINES: {[version: string]: string} = {
  '1.0': '7.0.0',
  '1.1': '7.1.0 to 7.1.1',
};

export function renderingSchema(version: string): Schema {
  if (!RENDERING_VERSIONS.includes(version as (typeof RENDERING_VERSIONS)[number]))
    throw new Error(`unknown version ${version}`);
  const minor = Number(version.split('.')[1]);
  const root = object(
    `Settings of the 3D Processor's PBR renderer, schema v${version}, read by engine ${RENDERING_ENGINES[version]} with \`--render\`. The renderer needs no GPU. Every key is optional.`,
    {
      version: when(minor >= 1, {
        type: ['number', 'string'],
        description: `Names the schema the file is written for. Optional; when present it must be ${version} (a number; the string "${version}" is accepted as well).`,
        default: Number(version),
        enum: [Number(version), version],
      }),
      showBackFaces: bool(false, 'Draw the back sides of faces instead of leaving them out.'),
      enableDropShadow: bool(true, 'Draw a soft shadow on the ground below the model.'),
      disableEnvMap: bool(false, 'Switch off the environment map, so only the direct light remains.'),
      cameraVerticalFOVDeg: num(
        0,
        {min: 0, max: 90},
        'Vertical field of view of the camera; 0 chooses one automatically.',
        {unit: 'degrees'},
      ),
      IBLIntensity: num(1, {min: 0, max: 100}, 'Strength of the image-based lighting.'),
      IBLBackgroundBlur: num(
        0.4,
        {min: 0, max: 1},
        'Blur applied to the environment image where it shows as background.',
      ),
      imageWidth: int(1024, {min: 1, max: 16384}, 'Width of the rendered image.', {unit: 'px'}),
      imageHeight: int(1024, {min: 1, max: 16384}, 'Height of the rendered image.', {unit: 'px'}),
      sampleCount: int(4, {min: 1, max: 64}, 'Samples per pixel; more samples give smoother edges and take longer.'),
      background: oneOfValues(
        ['transparent', 'white', 'black', 'gradientGray', 'vignette', 'ibl'],
        'transparent',
        'What fills the image behind the model: transparency, a plain colour, a grey gradient, a vignette, or the environment image.',
      ),
      shadingMode: oneOfValues(['pbr', 'unlit'], 'pbr', 'Shading model: physically based, or base colour only.'),
      toneMapper: oneOfValues(['none', 'aces'], 'none', 'Tone mapping applied to the rendered colours.'),
      outputFormat: when(
        minor >= 1,
        oneOfValues(['png', 'jpg'], 'png', 'File type of the rendered image; PNG keeps a transparent background.'),
      ),
      output: object('What is rendered.', {
        singleImage: object('One image from one viewing direction.', {
          cameraViewVector: vector(
            [0, 0, -1],
            {},
            'Direction the camera looks in, as [x, y, z]; the camera is placed so the whole model is in view.',
          ),
          cameraUpVector: vector([0, 1, 0], {}, 'Direction that is up in the image, as [x, y, z].'),
        }),
      }),
    },
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://docs.rapidpipeline.com/schemas/rendering/v${version}.json`,
    title: `RapidPipeline Rendering schema v${version}`,
    'x-schemaVersion': version,
    'x-engineVersions': RENDERING_ENGINES[version],
    ...root,
  };
}
