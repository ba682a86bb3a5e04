/**
 * The 3D Processing settings schema, versions 1.0 to 1.4, as code.
 *
 * `minor` is the schema's minor version (0 for v1.0 … 4 for v1.4). Every difference between
 * versions is a `minor >= n` switch below; the table in docs (computed by diffing the generated
 * files) is the readable form of these switches:
 *
 * - v1.1 (engine 7.1): top-level `version`; import.USD.convertDisplayColors; import.CAD.sewTolerance,
 *   import.CAD.removeTJunctions; 3dEdit.repair.windingOrder.
 * - v1.2 (engine 7.2): import.materials.undefinedDefaults; 3dEdit.modelEdit.splitMultiMaterialMeshes;
 *   modifier.screensize.powerOfTwoResolution; export[].discard.emptyNodes.
 * - v1.3 (engine 7.3): remesher.filterBackProjected; UV atlas method `packedCubeUVs`;
 *   cubeUnwrap.sourceSpace3D; 3dEdit.modelEdit.centerModel becomes a pivot choice (string).
 * - v1.4 (engine 7.4): occlusionCulling.sampleEdges / perLumpDecision / lumpThreshold;
 *   3dEdit.repair.vertexMerging; import.general.fixAnimationData defaults to true.
 */
import {
  ASM_CHANNELS,
  FBX_CHANNELS,
  GLTF_CHANNELS,
  MATERIAL_CHANNELS,
  OBJ_CHANNELS,
  TEXTURE_FORMATS,
  USD_PREVIEW_CHANNELS,
} from './channels';
import {bool, channels, choice, int, num, object, oneOfValues, ref, text, vector, when, type Schema} from './helpers';

export const PROCESSOR_VERSIONS = ['1.0', '1.1', '1.2', '1.3', '1.4'] as const;

/** Engine (3D Processor CLI) releases that read each schema version. */
export const PROCESSOR_ENGINES: {[version: string]: string} = {
  '1.0': '7.0.0',
  '1.1': '7.1.0 to 7.1.1',
  '1.2': '7.2.0',
  '1.3': '7.3.0',
  '1.4': '7.4.0 to 7.4.2',
};

const NAME_PATTERN = '^[a-zA-Z0-9_]*$';

function channelName(channel: string): string {
  return channel === 'default' ? 'every channel without its own entry' : 'this channel';
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

function atlasKeys(minor: number, withAtlasFactor: boolean): {[key: string]: Schema | undefined} {
  const methods = ['isometric', 'forwardBijective', 'fixedBoundary', 'fastConformal', 'conformal'];
  if (minor >= 3) methods.push('packedCubeUVs');
  return {
    method: oneOfValues(
      methods,
      'isometric',
      'Unwrapping method for the new UV layout. `isometric` keeps texel density even; the conformal methods preserve angles; `packedCubeUVs` (from v1.3) projects each part onto a box and packs the charts, which suits hard-surface models.',
    ),
    segmentationCutAngle: num(
      88,
      {min: 0, max: 180},
      'A seam is cut wherever the angle between two neighbouring faces exceeds this value.',
      {unit: 'degrees', legacy: 'segmentation:cutAngleDeg'},
    ),
    segmentationChartAngle: num(
      130,
      {min: 0, max: 180},
      'Largest total curvature a single UV chart may cover before it is split.',
      {unit: 'degrees', legacy: 'segmentation:chartAngleDeg'},
    ),
    maxAngleError: num(
      114,
      {min: 0, max: 16384},
      'Angle distortion between a chart in UV space and in 3D that is tolerated before the chart is split again.',
      {unit: 'degrees', legacy: 'unwrapping:maxAngleErrorDeg'},
    ),
    maxPrimitivesPerChart: int(10000, {min: 1}, 'Upper limit of triangles in one UV chart.', {
      legacy: 'segmentation:maxPrimitivesPerChart',
    }),
    cutOverlappingPieces: bool(
      true,
      'Cut UV pieces that overlap themselves after unwrapping, so every texel maps to one surface point.',
      {legacy: 'unwrapping:cutOverlappingPieces'},
    ),
    atlasMode: oneOfValues(
      ['single', 'separateAlpha', 'separateNormals', 'separateAlphaNormals', 'separateMaterials'],
      'separateAlpha',
      'How meshes are grouped into atlases: one atlas for everything, separate atlases for transparent parts and/or parts with normal maps, or one atlas per input material.',
    ),
    allowRectangularAtlases: bool(
      false,
      'Allow atlases whose sides are different powers of two (for example 2048 × 1024) instead of square ones.',
      {legacy: 'compact:allowRectangularPOTTextures'},
    ),
    packingResolution: int(
      1024,
      {min: 0, max: 16384},
      'Resolution of the grid on which charts are packed; higher values pack tighter and take longer.',
      {unit: 'px'},
    ),
    packingPixelDistance: int(
      2,
      {min: 1, max: 16384},
      'Gap between packed charts, measured in pixels at the packing resolution.',
      {unit: 'px', legacy: 'packing:pixel_distance'},
    ),
    atlasFactor: when(
      withAtlasFactor,
      int(1, {min: 0, max: 16}, 'Split each atlas into this many atlases, so each one keeps more texels per chart.', {
        legacy: 'compact:atlasingFactor',
      }),
    ),
  };
}

function checkerToggle(): Schema {
  return object(
    'Add a 1024 × 1024 px checker texture to the base colour, to inspect the generated UVs. Include the object (it may be empty) to switch it on.',
    {},
    {toggle: true},
  );
}

function aoBaker(): Schema {
  return object(
    'Bake an ambient occlusion map. Include the object (it may be empty) to switch AO baking on.',
    {
      strength: num(0.5, {min: 0.1, max: 1}, 'Intensity of the baked occlusion.', {legacy: 'ao:strength'}),
      replaceOriginal: bool(true, 'Compute a new occlusion map even when the input already has one.', {
        legacy: 'ao:replaceOriginal',
      }),
      filterRadius: num(3, {min: 0, max: 16}, 'Blur radius that smooths the occlusion result.', {
        unit: 'px',
        legacy: 'ao:filterRadius',
      }),
      textureSamples: {
        ...int(48, {min: 8, max: 64}, 'Rays cast per texel; more rays give less noise and take longer.', {
          legacy: 'ao:textureSamples',
        }),
        multipleOf: 8,
      },
      useDistance: bool(false, 'Weight occlusion by the distance to the occluding surface.', {hidden: true}),
    },
    {toggle: true},
  );
}

function textureBaker(): Schema {
  return object(
    'Bakes the input materials into textures on the new UV layout.',
    {
      bakingResolution: channels('Edge length of the baked maps, per channel.', MATERIAL_CHANNELS, (channel) =>
        int(
          2048,
          {min: 0, max: 16384},
          `Baked texture size for ${channelName(channel)}; powers of two are recommended.`,
          {unit: 'px'},
        ),
      ),
      normalMap: object('How normal maps are baked.', {
        mode: oneOfValues(
          ['always', 'ifInInput', 'never'],
          'always',
          'When to bake a normal map: always, only if the input has normal maps, or never.',
        ),
        recomputeNormals: bool(true, 'Recompute the vertex normals of the optimised mesh before baking.', {
          legacy: 'baking:recomputeNormals',
        }),
        skipNormalsRoughnessThreshold: num(
          0,
          {min: 0, max: 1},
          'Below this roughness, small normal differences are not baked, because glossy surfaces would show them as artefacts.',
        ),
        normalMapScale: num(1, {above: 0}, 'Scale factor written to the glTF normal texture.', {
          legacy: 'baking:normalMapScale',
        }),
        tangentSpace: bool(true, 'Bake tangent-space normal maps; false bakes object-space maps.', {
          legacy: 'baking:tangentSpaceNormals',
        }),
        filter: bool(true, 'Filter the baked normal map.', {hidden: true}),
      }),
      aoBaker: ref('aoBaker'),
      sampleCount: int(4, {min: 1, max: 16}, 'Supersamples per texel; higher values reduce aliasing.', {
        legacy: 'baking:sampleCount',
      }),
      texMapAutoScaling: bool(
        true,
        'Apply the baking resolution to the largest atlas and give smaller atlases proportionally smaller power-of-two sizes.',
        {legacy: 'baking:fixedAtlasResolutionInverted'},
      ),
      bakeCombinedScene: bool(false, 'Bake the whole scene as one object, ignoring node transforms.', {
        legacy: 'baking:bakeCombinedScene',
      }),
      powerOfTwoResolution: oneOfValues(
        ['none', 'ceil', 'floor', 'round'],
        'ceil',
        'Round baked texture sizes to a power of two: up, down, to the nearest, or not at all.',
        {legacy: 'compact:powerOfTwoTextures'},
      ),
      inpaintingRadius: int(
        32,
        {min: 0, max: 32},
        'Width of the padding painted around charts to hide seams when mipmaps are used.',
        {unit: 'px', legacy: 'inpainting:radius'},
      ),
      topologicalHolesToAlpha: bool(
        false,
        'Write areas where the optimised surface has no counterpart in the input into the alpha mask.',
        {legacy: 'baking:topologicalHolesToAlpha'},
      ),
      blendAlphaLayers: bool(true, 'Blend several alpha layers when baking.', {hidden: true}),
      maxCageDistance: num(
        0,
        {min: 0, max: 1},
        'Largest ray distance of the baking cage, relative to the scene size.',
        {hidden: true},
      ),
    },
    {required: []},
  );
}

function defaultMaterial(minor: number): Schema {
  return object('A uniform material that replaces every material of the model.', {
    baseColor: vector([1, 1, 1, 1], {min: 0, max: 1}, 'Base colour as linear RGBA values.', {
      legacy: 'material:defaultBaseColor',
    }),
    metallic: num(0, {min: 0, max: 1}, 'Metalness of the default material.', {legacy: 'material:defaultMetallic'}),
    roughness: num(0.5, {min: 0, max: 1}, 'Roughness of the default material.', {legacy: 'material:defaultRoughness'}),
    generateUVs: choice('Create new UVs for the default material, either by box projection or as an atlas.', {
      cubeUnwrap: object('Project UVs from the six sides of a box around each part, giving tileable coordinates.', {
        scale: num(
          1,
          {above: 0},
          'Tiling density of the projection; 1 gives one texture tile per scene unit (one metre in metre-based assets).',
        ),
        sourceSpace3D: when(
          minor >= 3,
          oneOfValues(
            ['local', 'world'],
            'local',
            "Project in each mesh's local space, or in world space so neighbouring parts share one continuous pattern.",
          ),
        ),
        addCheckerTexture: checkerToggle(),
      }),
      uvAtlasGenerator: object('Unwrap a non-overlapping UV atlas for the default material.', {
        ...atlasKeys(minor, false),
        addCheckerTexture: checkerToggle(),
      }),
    }),
  });
}

function dropTextures(): Schema {
  return channels(
    'Replace textures that are almost uniform by a constant value. Each entry is a tolerance per channel: 0 keeps every texture, higher values flatten more.',
    MATERIAL_CHANNELS,
    (channel) => num(0, {min: 0, max: 1}, `Uniformity tolerance for ${channelName(channel)}.`),
  );
}

function atlasGenerator2ndUV(minor: number): Schema {
  return object(
    'Build a second, shared UV set next to the preserved one and bake maps such as ambient occlusion into it. Include the object (it may be empty) to switch it on.',
    {
      ...atlasKeys(minor, true),
      textureBaker2ndUV: object('Bakes maps into the second UV set.', {
        bakingResolution2ndUV: object('Size of the maps baked into the second UV set.', {
          default: int(2048, {min: 0, max: 16384}, 'Edge length of maps baked into the second UV set.', {unit: 'px'}),
        }),
        aoBaker2ndUV: ref(
          'aoBaker',
          'Bake ambient occlusion into the second UV set, useful when the first UV set is kept. Include the object (it may be empty) to switch it on.',
        ),
        sampleCount: int(4, {min: 1, max: 16}, 'Supersamples per texel.'),
        texMapAutoScaling: bool(true, 'Give smaller atlases proportionally smaller power-of-two sizes.'),
        bakeCombinedScene: bool(false, 'Bake the whole scene as one object, ignoring node transforms.'),
        powerOfTwoResolution: oneOfValues(
          ['none', 'ceil', 'floor', 'round'],
          'ceil',
          'Round baked texture sizes to a power of two.',
        ),
        inpaintingRadius: int(32, {min: 0, max: 32}, 'Padding painted around charts.', {unit: 'px'}),
      }),
    },
    {toggle: true},
  );
}

function keepMaterialsUVs(): Schema {
  return object('Keep the input materials and UV sets; only the mesh is simplified.', {
    dropTextures: ref('dropTextures'),
    forceNormalRebaking: bool(false, 'Re-bake normal maps even when the preserved UVs overlap.', {
      legacy: 'baking:forceNormalRebaking',
    }),
    atlasGenerator2ndUV: ref('atlasGenerator2ndUV'),
  });
}

function materialUVAggregator(): Schema {
  return object(
    "Keep each material's UV layout and pack the charts of several materials side by side into shared atlases; transparent parts are packed separately.",
    {
      allowRectangularAtlases: bool(true, 'Allow atlases whose sides are different powers of two.'),
      dropTextures: ref('dropTextures'),
      atlasGenerator2ndUV: ref('atlasGenerator2ndUV'),
      forceNormalRebaking: bool(false, 'Re-bake normal maps even when UVs overlap.'),
    },
  );
}

function materialMerger(): Schema {
  return object(
    'Merge materials into fewer materials with new textures.',
    {
      materialMergingMethod: oneOfValues(['auto'], 'auto', 'Strategy for merging materials; `auto` is the only value.'),
      keepTiledUVs: bool(
        false,
        'Keep UVs that repeat a texture (tiling) and their maps instead of baking them into the atlas.',
        {legacy: 'decimation:preserveTiledUVs'},
      ),
      tilingThreshold: num(
        1.5,
        {min: 1},
        'UV extent above which a channel counts as tiling; 1.5 means 150 % of the 0–1 range.',
        {legacy: 'decimation:tiledUVThreshold'},
      ),
      materialNamingScript: text('', 'Naming script for merged materials (3D Processor CLI 7.2.0 and later).', {
        hidden: true,
        legacy: 'compact:materialNamingScript',
      }),
      addUvsToTiledMeshes: bool(false, 'Add an atlas UV set to meshes that keep tiled UVs.', {
        hidden: true,
        legacy: 'compact:addUVsToTiledMeshes',
      }),
      materialRegenerator: choice(
        'How the merged material is created: bake a new texture atlas, or replace the materials.',
        {
          uvAtlasGenerator: ref('uvAtlasGenerator'),
          materialReplacer: ref('materialReplacer'),
        },
      ),
    },
    {required: ['materialRegenerator']},
  );
}

function materialReplacer(): Schema {
  return choice(
    'Replace materials instead of baking them: either by one default material, or by flattening near-uniform textures.',
    {
      defaultMaterial: ref('defaultMaterial'),
      dropTextures: ref('dropTextures'),
    },
  );
}

function uvAtlasGenerator(minor: number): Schema {
  return object(
    'Unwrap a new UV atlas and bake the materials into it.',
    {...atlasKeys(minor, true), textureBaker: ref('textureBaker')},
    {required: ['textureBaker']},
  );
}

function materialOptimization(): Schema {
  return choice('What happens to materials and UVs.', {
    keepMaterialsUVs: ref('keepMaterialsUVs'),
    materialMerger: ref('materialMerger'),
    materialUVAggregator: ref('materialUVAggregator'),
  });
}

function textureCompression(): Schema {
  return object('Encoder settings for the texture formats.', {
    jpeg: object('JPG encoder.', {
      quality: int(90, {min: 1, max: 100}, 'Quality of colour maps written as JPG.', {legacy: 'export:jpgQuality'}),
      qualityNormals: int(95, {min: 1, max: 100}, 'Quality of normal maps written as JPG.', {
        legacy: 'export:jpgQualityNormals',
      }),
    }),
    webp: object('WebP encoder.', {
      quality: int(93, {min: 1, max: 100}, 'Quality of colour maps written as WebP.', {legacy: 'export:webpQuality'}),
      qualityNormals: int(95, {min: 1, max: 100}, 'Quality of normal maps written as WebP.', {
        legacy: 'export:webpQualityNormals',
      }),
    }),
    ktx: object('KTX2 / Basis Universal encoder.', {
      compressionSpeed: int(2, {min: 0, max: 5}, 'Encoder effort: 0 is fastest, 5 gives the smallest files.', {
        legacy: 'export:ktxCompressionSpeed',
      }),
      quality: int(128, {min: 0, max: 255}, 'Quality of ETC1S-encoded maps.', {legacy: 'export:ktxQuality'}),
      uastcQuality: oneOfValues(
        ['default', 'high', 'balanced', 'compressed', 'high+compressed'],
        'default',
        'Quality and size trade-off of UASTC-encoded maps.',
      ),
      mipmapCount: int(2, {min: 0, max: 2147483647}, 'Number of mipmap levels written into KTX2 files.', {
        legacy: 'export:mipmapCount',
      }),
    }),
  });
}

function textureMaps(
  names: readonly string[],
  what: string,
  formats: readonly string[] = TEXTURE_FORMATS,
): {[key: string]: Schema} {
  return {
    maxTextureResolution: channels(
      `Largest edge length of exported ${what} textures, per channel; larger textures are scaled down.`,
      names,
      (channel) => int(16384, {min: 0, max: 16384}, `Size limit for ${channelName(channel)}.`, {unit: 'px'}),
    ),
    textureFormat: channels(`File format of exported ${what} textures, per channel.`, names, (channel) =>
      oneOfValues(
        formats,
        'auto',
        `Format for ${channelName(channel)}; \`auto\` writes JPG, or PNG when the map has alpha.`,
      ),
    ),
    textureCompression: ref('textureCompression'),
  };
}

function pbrMaterial(): Schema {
  return object('Texture settings of the glTF PBR material.', {
    ...textureMaps(GLTF_CHANNELS, 'glTF'),
    separateOcclusionMap: bool(
      false,
      'Write ambient occlusion as its own texture instead of packing it into the occlusion-roughness-metallic map.',
      {legacy: 'export:forceSeparateOcclusionMap'},
    ),
    excludePbrExtensions: bool(
      false,
      'Leave out KHR material extensions; transmission and volume fall back to alpha blending.',
    ),
    forceDoubleSidedMaterials: bool(false, 'Mark every material as double-sided.', {
      legacy: 'export:forceDoubleSidedMaterials',
    }),
    forceUnlitMaterials: bool(false, 'Write every material as unlit (KHR_materials_unlit).', {
      legacy: 'export:unlitMaterials',
    }),
    convertMetalRoughness: bool(false, 'Convert specular-glossiness materials to metallic-roughness.', {
      legacy: 'export:convertToMetalRough',
    }),
  });
}

function excludeTangents(legacy?: string): Schema {
  return bool(
    true,
    'Leave tangents out of the file; viewers compute MikkTSpace tangents themselves.',
    legacy ? {legacy} : {},
  );
}

function gltfFormat(): Schema {
  return object('glTF 2.0 output (.gltf with separate files, or binary .glb).', {
    pbrMaterial: ref('pbrMaterial'),
    geometryCompression: oneOfValues(
      ['none', 'draco', 'dracoLossy'],
      'none',
      'Mesh compression with KHR_draco_mesh_compression: `draco` keeps full attribute precision, `dracoLossy` quantises attributes with the `draco` bit depths.',
    ),
    excludeTangents: excludeTangents('export:excludeTangents'),
    draco: object('Quantisation bit depths for `dracoLossy`.', {
      positionQuantization: int(14, {min: 1, max: 32}, 'Bits per vertex position component.', {
        unit: 'bits',
        legacy: 'geoCompression:positionQuantization',
      }),
      normalQuantization: int(10, {min: 1, max: 32}, 'Bits per normal component.', {unit: 'bits'}),
      uvQuantization: int(12, {min: 1, max: 32}, 'Bits per texture coordinate component.', {unit: 'bits'}),
      boneWeightsQuantization: int(12, {min: 1, max: 32}, 'Bits per skinning weight.', {
        unit: 'bits',
        legacy: 'geoCompression:boneWeightQuantization',
      }),
    }),
  });
}

function usdFormat(): Schema {
  return object('Universal Scene Description output (.usd, .usda, .usdc or the .usdz package).', {
    usdPreviewSurface: object(
      'Texture settings of the USDPreviewSurface material.',
      textureMaps(USD_PREVIEW_CHANNELS, 'USDPreviewSurface'),
    ),
    adobeStandardMaterial: object(
      'Texture settings of the Adobe Standard Material; used only when the input has Adobe Standard Materials.',
      textureMaps(ASM_CHANNELS, 'Adobe Standard Material'),
    ),
    usdProfile: oneOfValues(
      ['arkit', 'generic', 'omniverse'],
      'arkit',
      'Target profile: Apple ARKit (Quick Look), generic USD, or NVIDIA Omniverse.',
      {legacy: 'export:usdProfile'},
    ),
    usdUnits: oneOfValues(
      ['cm', 'm', 'original'],
      'cm',
      "Length unit written to the stage; `original` keeps the input's unit.",
      {legacy: 'export:usdUnits'},
    ),
    excludeTangents: excludeTangents(),
    forceDoubleSidedMeshes: bool(false, 'Mark every mesh as double-sided.', {legacy: 'usd:forceDoubleSidedMeshes'}),
  });
}

function simpleMaterial(): Schema {
  return object('Texture settings of the default material of formats without a PBR material model.', {
    textureFormat: object('File format of exported textures.', {
      default: oneOfValues(
        ['auto', 'jpg', 'png', 'webp'],
        'auto',
        'Format for every texture; `auto` writes JPG, or PNG when the map has alpha.',
      ),
    }),
    maxTexResolution: object('Size limit of exported textures.', {
      default: int(16384, {min: 0, max: 16384}, 'Largest edge length of exported textures.', {unit: 'px'}),
    }),
    textureCompression: ref('textureCompression'),
  });
}

// ---------------------------------------------------------------------------------------------
// Top-level categories

function importCategory(minor: number): Schema {
  const tessellation = ['coarse', 'medium', 'fine'];
  return object('How the input file is read.', {
    general: object('Settings for every input format.', {
      rotateZUp: bool(false, 'Turn a Z-up asset into a Y-up asset by rotating it 90° about the X axis.', {
        legacy: 'import:rotateZUp',
      }),
      fixAnimationData: bool(
        minor >= 4,
        `Repair skinning data: normalise each vertex's bone weights to a sum of 1 and bind vertices without weights to the first bone.${minor >= 4 ? ' On by default since v1.4.' : ''}`,
        {legacy: 'import:fixAnimationData'},
      ),
      normalmapYFlip: bool(
        false,
        'Invert the green channel of imported normal maps (DirectX to OpenGL convention); applies to FBX input.',
        {legacy: 'import:fbxNormalmapYFlip'},
      ),
    }),
    USD: object('Settings for USD input (.usd, .usda, .usdc, .usdz).', {
      profile: oneOfValues(
        ['generic', 'arkit'],
        'arkit',
        "How USD input is interpreted: as generic USD, or as a file following Apple's ARKit conventions.",
      ),
      purpose: oneOfValues(
        ['default', 'render', 'proxy', 'guide'],
        'render',
        'USD prim purpose that decides which prims are imported as visible geometry.',
        {legacy: 'import:usdPurpose'},
      ),
      convertDisplayColors: when(
        minor >= 1,
        oneOfValues(
          ['never', 'auto', 'materialColors', 'vertexColors'],
          'never',
          'What happens to USD display colours: dropped (`never`, kept only when USD is written without optimisation or flattening), converted where no material is bound (`auto`), or always turned into material colours or vertex colours.',
        ),
      ),
    }),
    CAD: object(
      'Settings for CAD input; B-rep surfaces are tessellated into triangles on import. Changing them forces a new import from the original CAD file.',
      {
        tessellationResolution: oneOfValues(
          tessellation,
          'fine',
          'Preset density of the tessellation of curved surfaces.',
        ),
        maxTessellationDeviation: num(
          0.4,
          {above: 0, max: 100},
          'Largest distance between the B-rep surface and its tessellation.',
          {hidden: true, unit: 'mm'},
        ),
        maxTessellationDeviationAngle: num(
          20,
          {above: 0, max: 360},
          'Largest angle between neighbouring tessellated faces on a curved surface.',
          {hidden: true, unit: 'degrees'},
        ),
        maxTesselationEdgeLength: num(
          Number.MAX_VALUE,
          {above: 0},
          'Longest edge the tessellation may create (the key name is spelt with one "l").',
          {hidden: true, unit: 'mm'},
        ),
        sewTolerance: when(
          minor >= 1,
          num(
            0,
            {min: 0, max: 1e12},
            'Gaps between B-rep faces up to this distance are sewn closed before tessellation; 0 switches sewing off. 0.05 mm suits most mechanical parts.',
            {unit: 'mm'},
          ),
        ),
        removeTJunctions: when(minor >= 1, bool(false, 'Try to remove T-junctions after tessellation (experimental).')),
      },
    ),
    discard: object('Parts of the input that are dropped on import.', {
      cameras: bool(false, 'Drop cameras.', {legacy: 'import:discardCameras'}),
      lights: bool(false, 'Drop lights (glTF point lights).', {legacy: 'import:discardLights'}),
      animations: bool(false, 'Drop animations.', {legacy: 'import:discardAnimations'}),
      morphTargets: bool(false, 'Drop morph targets (blend shapes).', {legacy: 'import:discardMorphTargets'}),
      unusedUVs: bool(false, 'Drop UV sets that no texture uses.', {legacy: 'import:discardUnusedUVs'}),
    }),
    materials: when(
      minor >= 2,
      object('Material handling on import.', {
        undefinedDefaults: object('Values used where an input material leaves a property undefined.', {
          baseColor: vector([1, 1, 1, 1], {min: 0, max: 1}, 'Base colour (linear RGBA) for materials without one.'),
          metallic: num(0, {min: 0, max: 1}, 'Metalness for materials without one.'),
          roughness: num(0.5, {min: 0, max: 1}, 'Roughness for materials without one.'),
        }),
      }),
    ),
  });
}

function flatteningCategory(): Schema {
  return object('Merge mesh nodes of the scene graph to reduce draw calls. Only mesh nodes are affected.', {
    method: oneOfValues(
      ['none', 'full', 'byOpacity', 'byMaterial', 'auto'],
      'auto',
      'How mesh nodes are merged: `none` keeps the scene graph and instancing; `full` makes one mesh with one material; `byOpacity` merges opaque parts and keeps each transparent part separate; `byMaterial` merges meshes that share a material; `auto` currently behaves as `byOpacity`.',
      {legacy: 'flattening:mode'},
    ),
    preservedSceneDepth: int(
      0,
      {min: 0},
      'Number of top hierarchy levels that are kept; nodes below them are flattened. 0 flattens the whole graph.',
      {legacy: 'flattening:preservedSceneDepth'},
    ),
    splitMode: oneOfValues(
      ['auto', 'none', 'byOpacity', 'byMaterial'],
      'auto',
      'How flattened meshes are split again.',
      {hidden: true},
    ),
    nodeNamingScript: text('', 'Naming script for nodes created by flattening (3D Processor CLI 7.2.0 and later).', {
      hidden: true,
      legacy: 'compact:nodeNamingScript',
    }),
  });
}

function editCategory(minor: number): Schema {
  const centerModel =
    minor >= 3
      ? oneOfValues(
          ['none', 'center', 'rearCenter', 'bottomCenter', 'topCenter'],
          'none',
          'Move the model before export so that the chosen point of its bounding box sits at the origin; `none` leaves it in place.',
          {legacy: 'modelEdit:center'},
        )
      : bool(false, 'Move the model so that the centre of its bounding box sits at the origin before export.', {
          legacy: 'modelEdit:center',
        });
  return object('Edits to normals, materials and the model as a whole.', {
    meshNormals: object('Vertex normals; applied right after import.', {
      recomputeInputNormals: bool(false, 'Discard the input normals and compute new ones.', {
        legacy: 'import:recomputeNormals',
      }),
      hardAngleThreshold: num(
        60,
        {min: 0, max: 180},
        'Edges with a larger angle between their faces become hard. 0 makes every edge hard, 180 makes every edge smooth.',
        {unit: 'degrees', legacy: 'general:normalsHardAngleDeg'},
      ),
      computationMethod: oneOfValues(
        ['angle', 'area'],
        'area',
        'How face normals are weighted into smooth vertex normals; `area` weights by face area and suits bevelled models.',
      ),
    }),
    modelEdit: object(
      'Changes to the whole model; applied right before export, so they do not change size-dependent processing.',
      {
        scalingFactor: num(1, {above: 0}, 'Uniform scale applied to the model before export.', {
          legacy: 'modelEdit:scaling',
        }),
        centerModel,
        splitMultiMaterialMeshes: when(
          minor >= 2,
          bool(false, 'Split meshes that use several materials into one mesh per material.'),
        ),
      },
    ),
    materialEdit: object('Edits to materials.', {
      materialReplacer: ref('materialReplacer'),
      alphaBlendToMaskThreshold: num(
        1,
        {min: 0, max: 1},
        'Switch a material from alpha blending to alpha masking when at least this share of its alpha map is pure black or white; 1 switches only fully binary maps.',
      ),
      alphaMapToOpaqueThreshold: num(
        1,
        {min: 0, max: 1},
        'Treat a material as opaque when the mean of its alpha map is above this value; 1 switches this off.',
      ),
    }),
    repair: when(
      minor >= 1,
      object('Repairs of faulty geometry, mainly for CAD input.', {
        windingOrder: object(
          'Detect parts whose faces point inwards and flip them. Include the object (it may be empty) to switch it on.',
          {
            visibilityMode: oneOfValues(
              ['default', 'mesh'],
              'default',
              'Judge orientation against the whole scene (`default`) or within each mesh (`mesh`).',
            ),
            ignoreTransparency: bool(false, 'Treat transparent geometry as opaque while judging orientation.'),
            perLump: bool(true, 'Decide per connected part instead of per triangle.'),
          },
          {toggle: true},
        ),
        vertexMerging: when(
          minor >= 4,
          object(
            'Weld vertices that lie close together. Include the object (it may be empty) to switch it on; with distance 0 only exact duplicates are merged.',
            {
              mergeDistance: choice('Largest distance between vertices that are welded.', {
                percentage: num(
                  0,
                  {min: 0, max: 100},
                  "Distance as a percentage of the scene's bounding-box diagonal.",
                  {unit: '%'},
                ),
                value: num(0, {min: 0}, 'Distance in scene units.', {unit: 'scene units'}),
              }),
              perMesh: bool(false, 'Weld only within each mesh, never across meshes.'),
            },
            {toggle: true},
          ),
        ),
      }),
    ),
  });
}

function cullingCategory(minor: number): Schema {
  return object('Remove geometry that cannot be seen or is too small to matter.', {
    occlusionCulling: object(
      'Remove triangles that are hidden from every viewing direction. Include the object (it may be empty) to switch it on.',
      {
        perMesh: bool(false, 'Test visibility inside each mesh node only, ignoring other meshes.', {
          legacy: 'visibility:perMesh',
        }),
        quality: oneOfValues(
          ['default', 'fast', 'thorough', 'extreme'],
          'default',
          'Thoroughness of the visibility test: `fast` is a single pass, `extreme` is exhaustive and slow.',
          {legacy: 'visibility:quality'},
        ),
        ignoreTransparency: bool(false, 'Let transparent geometry hide what is behind it.', {
          legacy: 'visibility:ignoreTransparency',
        }),
        runAfterDecimator: bool(true, 'Cull after decimation instead of before; needs a decimator in the same run.', {
          legacy: 'occlusion:afterDecimator',
        }),
        diffusion: oneOfValues(
          ['none', 'conservative'],
          'none',
          'With `conservative`, neighbours of visible triangles are kept as well, which avoids small holes.',
          {legacy: 'visibility:diffusion'},
        ),
        sampleEdges: when(
          minor >= 4,
          bool(true, 'Also sample along triangle edges during the visibility test, which finds thin visible slivers.'),
        ),
        perLumpDecision: when(
          minor >= 4,
          bool(false, 'Decide per connected part (lump) instead of per triangle, so parts are kept or removed whole.'),
        ),
        lumpThreshold: when(
          minor >= 4,
          num(
            0.6,
            {min: 0, max: 1},
            "With per-lump decisions: share of a lump's triangles that must be found visible for the lump to be kept. Lower values keep more parts; 0.1 keeps any part that is at least 10 % visible.",
          ),
        ),
      },
      {toggle: true},
    ),
    smallFeatureCulling: object(
      'Remove connected parts (lumps) whose bounding box is smaller than a threshold.',
      {
        sizeThreshold: choice('Size below which a lump is removed.', {
          percentage: num(0, {min: 0, max: 100}, "Lump size limit as a percentage of the scene's bounding box.", {
            unit: '%',
          }),
          value: num(1, {above: 0}, 'Lump size limit in scene units.', {unit: 'scene units'}),
        }),
        runAfterDecimator: bool(false, 'Remove small lumps after decimation instead of before.', {
          legacy: 'smallFeatureCulling:afterDecimator',
        }),
      },
      {required: ['sizeThreshold']},
    ),
  });
}

function facesTarget(): Schema {
  return choice('Triangle budget.', {
    percentage: num(100, {min: 0, max: 100}, "Triangle budget as a percentage of the input's triangle count.", {
      unit: '%',
    }),
    value: int(1, {min: 1}, 'Triangle budget as an absolute count.', {unit: 'triangles'}),
  });
}

function optimizeCategory(minor: number): Schema {
  return object('Mesh and material optimisation.', {
    '3dModelOptimizationMethod': choice('Optimise mesh and materials, or materials only.', {
      meshAndMaterialOptimization: choice(
        'Simplify the mesh by decimation or remeshing, and optimise the materials with it.',
        {
          decimator: object(
            'Reduce the triangle count while keeping the original surface and its parts.',
            {
              target: object(
                'When decimation stops. A face target and a deviation target can be combined; the deviation then caps the error.',
                {
                  faces: facesTarget(),
                  deviation: choice('Largest allowed surface error.', {
                    percentage: num(
                      0,
                      {min: 0, max: 100},
                      'Surface error as a percentage of the bounding-box diagonal; about 0.05 suits very detailed assets, 0.3 medium ones.',
                      {unit: '%'},
                    ),
                    value: num(0, {min: 0}, 'Surface error in scene units.', {unit: 'scene units'}),
                  }),
                },
              ),
              preserveTopology: bool(
                false,
                'Never close holes or join separate parts; the target may then not be reached.',
                {legacy: 'decimation:preserveTopology'},
              ),
              preserveNormals: bool(
                false,
                'Keep the input vertex normals instead of recomputing them; the target may then not be reached.',
                {legacy: 'decimation:preserveNormals'},
              ),
              preserveMeshBorders: bool(true, 'Keep vertices that lie on borders shared between meshes.', {
                legacy: 'decimation:preserveCommonMeshBorders',
              }),
              preserveMaterialBorders: bool(false, 'Keep the borders between materials.', {
                legacy: 'decimation:preserveMaterialBorders',
              }),
              collapseUnconnectedVertices: bool(
                true,
                'Allow nearby vertices that are not connected by an edge to merge.',
                {legacy: 'decimation:collapseUnconnectedVertices'},
              ),
              boundaryPreservationFactor: num(
                0.5,
                {min: 0, max: 1},
                'How strongly open boundaries are protected; 1 protects them most.',
                {legacy: 'decimation:boundaryPreservationFactor'},
              ),
              collapseDistanceThreshold: num(
                0.005,
                {min: 0, max: 0.1},
                'Distance, as a fraction of the bounding-box diagonal, within which unconnected vertices may merge.',
                {legacy: 'decimation:collapseDistanceThreshold'},
              ),
              method: oneOfValues(
                ['quadric', 'edgeLength'],
                'quadric',
                'Error metric that picks the next edge to collapse: quadric surface error, or shortest edge first.',
                {legacy: 'decimation:method'},
              ),
              maxVertexVirtualEdges: int(
                200,
                {min: 0, max: 10000},
                'Upper limit of virtual edges per vertex used to join unconnected vertices.',
                {hidden: true},
              ),
              probabilisticQuadricsStddev: num(
                0,
                {min: 0, max: 0.1},
                'Standard deviation of probabilistic quadrics; 0 uses plain quadrics.',
                {hidden: true},
              ),
              materialOptimization: ref('materialOptimization'),
            },
            {required: ['materialOptimization']},
          ),
          remesher: object(
            'Build a new closed surface around the model, then decimate it and bake the materials onto it.',
            {
              method: oneOfValues(
                ['voxelization', 'shrinkwrap'],
                'voxelization',
                '`voxelization` gives a smooth result that closes back sides (layered apparel, organic shapes); `shrinkwrap` follows the shape closer (hard surfaces).',
              ),
              resolution: int(
                0,
                {min: 0, max: 11},
                'Octree depth of the initial remesh; 0 chooses automatically. Low values such as 6 close holes, 11 keeps the most detail.',
                {legacy: 'remeshing:resolution'},
              ),
              target: object('Triangle budget of the decimation that follows the remesh.', {faces: facesTarget()}),
              materialMerger: ref('materialMerger', 'Bake the input materials onto the new surface.'),
              meshOffset: num(0, {min: 0, max: 1}, 'Offset of the new surface from the input surface.', {hidden: true}),
              filterBackProjected: when(
                minor >= 3,
                bool(false, 'With `shrinkwrap`, discard surface samples that project onto back-facing geometry.'),
              ),
            },
            {required: ['target', 'materialMerger']},
          ),
        },
      ),
      onlyMaterial: ref('materialOptimization', 'Optimise materials and UVs only; the mesh topology is not touched.'),
    }),
    animationOptimization: object('Animation data.', {
      simplification: oneOfValues(
        ['conservative', 'aggressive', 'extreme'],
        'conservative',
        'How many animation keyframes are removed: `conservative` keeps the motion nearly exact, `extreme` removes the most.',
        {legacy: 'compact:animationSimplification'},
      ),
    }),
  });
}

function modifierCategory(minor: number): Schema {
  return choice('Let the processor tune its own targets to reach a goal. Use one modifier at a time.', {
    filesize: object('Tune the optimisation until the output fits a file size.', {
      maxMegabytesOnDisk: num(5, {min: 0.1}, 'Largest size of the exported files on disk.', {unit: 'MB'}),
    }),
    screensize: object('Tune mesh deviation and texture resolution for a size on screen.', {
      pixelTarget: int(
        1024,
        {min: 0, max: 7680},
        'Size of the model on screen, in pixels (width and height); the processor derives the allowed surface error and texture resolution from it.',
        {unit: 'px'},
      ),
      powerOfTwoResolution: when(
        minor >= 2,
        oneOfValues(
          ['none', 'ceil', 'floor', 'round'],
          'ceil',
          'Round the derived texture resolution to a power of two.',
        ),
      ),
    }),
  });
}

function exportCategory(minor: number): Schema {
  return {
    type: 'array',
    description:
      'Output files. Each array item is one export slot that writes one format; add slots to write several formats from the same run.',
    minItems: 1,
    items: object(
      'One export slot.',
      {
        fileName: text('', "Base name of the output file, without extension; empty uses the input's name.", {
          pattern: NAME_PATTERN,
        }),
        preserveTextureFilenames: bool(false, "Keep the input's texture file names where possible.", {
          legacy: 'export:preserveTextureFilenames',
        }),
        textureMapFilePrefix: text('', 'Prefix added to every texture file name.', {
          pattern: NAME_PATTERN,
          legacy: 'export:textureMapFilePrefix',
        }),
        reencodeTextures: oneOfValues(
          ['auto', 'never', 'copyLossy', 'always'],
          'auto',
          'Copy source images as they are or encode them again: `auto` behaves as `copyLossy` (copy lossy images such as JPG, encode the rest), `never` copies where possible, `always` encodes every texture.',
        ),
        textureNamingScript: text('', 'Naming script for texture files (3D Processor CLI 7.2.0 and later).', {
          hidden: true,
          legacy: 'compact:textureNamingScript',
        }),
        optimizeFaceOrder: bool(true, 'Reorder faces for the GPU vertex cache.', {
          hidden: true,
          legacy: 'export:optimizeFaceOrder',
        }),
        discard: object('Data left out of this output.', {
          unusedUVs: bool(false, 'Drop UV sets that no material uses.', {legacy: 'export:discardUnusedUVs'}),
          emptyNodes: when(
            minor >= 2,
            bool(false, 'Drop scene-graph nodes that hold no mesh and no children with meshes.'),
          ),
        }),
        format: choice('The file format of this slot; exactly one key.', {
          gltf: ref('gltfFormat'),
          glb: ref('gltfFormat'),
          vrm: object('VRM avatar output; needs VRM input. Takes the glTF material settings.', {
            pbrMaterial: ref('pbrMaterial'),
            excludeTangents: excludeTangents(),
          }),
          usd: ref('usdFormat'),
          usda: ref('usdFormat'),
          usdc: ref('usdFormat'),
          usdz: ref('usdFormat'),
          fbx: object('FBX output with 3ds Max Physical Materials.', {
            '3dsMaxPhysicalMaterial': object(
              'Texture settings of the 3ds Max Physical Material.',
              textureMaps(FBX_CHANNELS, 'FBX'),
            ),
            units: oneOfValues(
              ['mm', 'dm', 'cm', 'm', 'km', 'inch', 'foot', 'mile', 'yard'],
              'm',
              'Length unit of the FBX file.',
              {legacy: 'export:fbxUnits'},
            ),
            unitConversion: bool(
              true,
              'Convert coordinates into the chosen unit; false only labels the file with it.',
              {legacy: 'export:fbxUnitsConversion'},
            ),
            axisSystem: oneOfValues(
              ['original', 'mayaZUp', 'mayaYUp', 'max', 'motionbuilder', 'opengl', 'directx', 'lightwave'],
              'original',
              'Axis convention of the FBX file.',
              {legacy: 'export:fbxAxisSystem'},
            ),
            excludeTangents: excludeTangents(),
            flipNormalmapY: bool(false, 'Invert the green channel of normal maps (OpenGL to DirectX convention).'),
            preferBinaryFormat: bool(true, 'Write binary FBX; false writes ASCII FBX.', {
              legacy: 'export:preferBinaryFormat',
            }),
          }),
          obj: object('Wavefront OBJ output with an MTL material library; OBJ keeps no hierarchy and no instances.', {
            mtl: object('Texture settings of the MTL materials.', {
              ...textureMaps(OBJ_CHANNELS, 'OBJ'),
              displacementToNormalMapAlpha: bool(
                false,
                'Store the displacement map in the alpha channel of the normal map.',
                {legacy: 'export:displacementToNormalMapAlpha'},
              ),
            }),
            preferredUVChannel: int(0, {min: 0}, 'UV set written to the OBJ file (OBJ holds one).'),
          }),
          ply: object('PLY output.', {
            defaultMaterial: ref('simpleMaterial'),
            preferBinaryFormat: bool(true, 'Write binary PLY; false writes ASCII PLY.'),
          }),
          ctm: object('OpenCTM output.', {defaultMaterial: ref('simpleMaterial')}),
          stl: object('STL output; the format has no options.', {}),
        }),
      },
      {required: ['format']},
    ),
  };
}

/** The complete schema of one version, without the `x-introduced` annotations. */
export function processorSchema(version: string): Schema {
  const minor = Number(version.split('.')[1]);
  if (!PROCESSOR_VERSIONS.includes(version as (typeof PROCESSOR_VERSIONS)[number]))
    throw new Error(`unknown version ${version}`);
  const properties: {[key: string]: Schema | undefined} = {
    version: when(minor >= 1, {
      type: 'string',
      description: `Names the schema the file is written for. Optional; when present it must be "${version}".`,
      default: version,
      const: version,
    }),
    import: importCategory(minor),
    sceneGraphFlattening: flatteningCategory(),
    '3dEdit': editCategory(minor),
    meshCulling: cullingCategory(minor),
    optimize: optimizeCategory(minor),
    modifier: modifierCategory(minor),
    export: exportCategory(minor),
  };
  const root = object(
    `Settings file (preset) of the RapidPipeline 3D Processor, schema v${version}, read by engine ${PROCESSOR_ENGINES[version]}. Only \`export\` is required; every key left out takes its default.`,
    properties,
    {required: ['export']},
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://docs.rapidpipeline.com/schemas/processor/v${version}.json`,
    title: `RapidPipeline 3D Processing schema v${version}`,
    'x-schemaVersion': version,
    'x-engineVersions': PROCESSOR_ENGINES[version],
    ...root,
    $defs: {
      materialOptimization: materialOptimization(),
      keepMaterialsUVs: keepMaterialsUVs(),
      materialUVAggregator: materialUVAggregator(),
      materialMerger: materialMerger(),
      materialReplacer: materialReplacer(),
      uvAtlasGenerator: uvAtlasGenerator(minor),
      textureBaker: textureBaker(),
      aoBaker: aoBaker(),
      atlasGenerator2ndUV: atlasGenerator2ndUV(minor),
      defaultMaterial: defaultMaterial(minor),
      dropTextures: dropTextures(),
      gltfFormat: gltfFormat(),
      pbrMaterial: pbrMaterial(),
      usdFormat: usdFormat(),
      simpleMaterial: simpleMaterial(),
      textureCompression: textureCompression(),
    },
  };
}
