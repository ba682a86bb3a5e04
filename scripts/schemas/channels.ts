/** Channel names used by the per-channel maps of the 3D Processing schema. */

/** Material channels the processor bakes, flattens or drops (texture baker, dropTextures). */
export const MATERIAL_CHANNELS = [
  'default',
  'baseColor',
  'opacity',
  'normal',
  'metallic',
  'roughness',
  'emissive',
  'occlusion',
  'displacement',
  'clearcoat',
  'clearcoatColor',
  'clearcoatRoughness',
  'clearcoatSpecularLevel',
  'clearcoatNormal',
  'transmission',
  'thickness',
  'attenuationColor',
  'scatteringColor',
  'scatteringDistanceScale',
  'sheenColor',
  'sheenRoughness',
  'sheenOpacity',
  'specularColor',
  'specularValue',
  'anisotropy',
  'anisotropyAngle',
  'iridescence',
  'iridescenceThickness',
] as const;

/** Texture slots of a glTF PBR material (glTF, GLB and VRM exports). */
export const GLTF_CHANNELS = [
  'default',
  'baseColor',
  'metallicRoughness',
  'occlusion',
  'emissive',
  'normal',
  'clearcoat',
  'clearcoatRoughness',
  'clearcoatNormal',
  'transmission',
  'sheenColor',
  'sheenRoughness',
  'specular',
  'specularColor',
  'thickness',
  'iridescence',
  'iridescenceThickness',
  'diffuse',
  'specularGlossiness',
] as const;

/** Inputs of a USDPreviewSurface material. */
export const USD_PREVIEW_CHANNELS = [
  'default',
  'diffuseColor',
  'opacity',
  'metallic',
  'roughness',
  'emissiveColor',
  'normal',
  'occlusion',
  'clearcoat',
  'clearcoatRoughness',
  'displacement',
] as const;

/** Inputs of an Adobe Standard Material (USD exports of ASM input). */
export const ASM_CHANNELS = [
  'default',
  'baseColor',
  'opacity',
  'roughness',
  'metallic',
  'specularLevel',
  'specularEdgeColor',
  'normal',
  'height',
  'anisotropyLevel',
  'anisotropyAngle',
  'emissive',
  'sheenOpacity',
  'sheenColor',
  'sheenRoughness',
  'translucency',
  'absorptionColor',
  'scatteringColor',
  'scatteringDistanceScale',
  'coatOpacity',
  'coatColor',
  'coatRoughness',
  'coatSpecularLevel',
  'coatNormal',
  'ambientOcclusion',
  'volumeThickness',
] as const;

/** Maps of the 3ds Max Physical Material (FBX exports). */
export const FBX_CHANNELS = [
  'default',
  'baseColor',
  'cutout',
  'metalness',
  'roughness',
  'emitColor',
  'bump',
  'coat',
  'coatRough',
  'sheenColor',
  'sheenRough',
  'transparency',
  'reflColor',
  'diffRough',
] as const;

/** Maps of an OBJ material library (.mtl). */
export const OBJ_CHANNELS = [
  'default',
  'baseColor',
  'metallic',
  'roughness',
  'occlusion',
  'emissive',
  'normal',
  'displacement',
  'diffuse',
  'specular',
  'glossiness',
] as const;

/** Texture file formats an export can write. `auto` writes JPG, or PNG when the map has alpha. */
export const TEXTURE_FORMATS = ['auto', 'jpg', 'png', 'png8', 'webp', 'ktx-basis-etc1s', 'ktx-basis-uastc'] as const;
