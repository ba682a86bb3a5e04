/**
 * The search's vocabulary, reviewed by hand: the only place where words stand for other words.
 * Every entry widens the matches of its words on every query that holds them, so an entry belongs
 * here only when readers and the docs say the same thing in different words.
 */

/** Forms the docs themselves use interchangeably: in a query, each also finds the others. */
export const searchGlossary: string[][] = [
  // "3D Processor CLI", "DCC Importer CLI", "QC Tools CLI" are described as command-line tools.
  ['cli', 'command line'],
  // "QC report", "QC on optimisation": QC is the product's name for its quality control.
  ['qc', 'quality control'],
  // British spellings are the docs' own; product names, schema keys and UI labels use American ones. Regular
  // pairs (colour, centre, optimise, analyse, modelled) are swapped by rule (see SPELLINGS in engine.ts).
  ['licence', 'license'],
  // The API's names for the models and the Web Platform's: the API v2 introduction gives both.
  ['base asset', 'source model'],
  ['rapid model', 'optimised model'],
  // The DCC Importer was called RapidPBR: its early release notes use that name.
  ['dcc importer', 'rapidpbr'],
  // The docs create tokens, Presets and Embeds and generate outputs, UV atlases and imposters; readers use either
  // verb for either ("generate an API token", "create a UV atlas").
  ['generate', 'create'],
];

/**
 * Irregular English verbs, each with the forms that stand for one another ("built" and "build", "lying" and
 * "lies"): the stemmer finds "builds" from "building", but not "build" from "built". Left out: verbs whose past
 * is another word of the docs ("left", "bound", "lay", "rose", "felt", "lit") or means another thing ("stuck"),
 * stop words, and light verbs that say little on their own ("come", "make", "take", "give", "show"): all their
 * forms would be words pages hold.
 */
export const irregularVerbs: string[] = [
  'break broke broken breaking',
  'build built building builds',
  'buy bought buying',
  'choose chose chosen choosing',
  'draw drew drawn drawing',
  'forget forgot forgotten forgetting',
  'freeze froze frozen freezing',
  'hide hid hidden hiding',
  'keep kept keeping',
  'lie lies lying lain',
  'lose lost losing',
  'overwrite overwrote overwritten overwriting',
  'rewrite rewrote rewritten rewriting',
  'run ran running',
  'send sent sending',
  'shrink shrank shrunk shrinking',
  'throw threw thrown throwing',
  'undo undid undone undoing',
  'write wrote written writing',
];

/** Irregular plurals of the docs' nouns, as irregularVerbs: the stemmer cuts "vertices" to a stem "vertex" lacks. */
export const irregularPlurals: string[] = [
  'vertex vertices',
  'index indices',
  'matrix matrices',
  'axis axes',
  'analysis analyses',
  'child children',
  'leaf leaves',
  'half halves',
];

/** A reader's word and the docs' words for it: the reader's word also finds them (not the other way round). */
const readerEntries: [string, string[]][] = [
  // The site's name, as a reader may split it; like the name itself, it is an optional word (see optionalWords).
  ['rapid pipeline', ['rapidpipeline']],
  // The docs call the credential an API token.
  ['api key', ['token']],
  // Bulk operations are "multiple" or "multi" in the API ("Delete Multiple Base Assets", "Multi Optimize").
  ['many', ['multiple', 'multi']],
  ['several', ['multiple', 'multi']],
  // Archives are what the docs' download operations return.
  ['zip', ['download']],
  // Operating systems are named in the install sections of the setup guides.
  ['windows', ['install']],
  ['mac', ['macos']],
  // The API and the docs say "delete" for what a reader removes, or closes (an account).
  ['remove', ['delete']],
  ['close', ['delete']],
  // Mesh sizes are counted in triangles or faces.
  ['polygons', ['triangles', 'faces']],
  // The docs call the RapidCompact CLI 6.x, API v1 and their pages "legacy"; readers say "old".
  ['old', ['legacy']],
  // "Turn a preset into a settings file", "turn FBX into glTF": the docs and the API say "convert".
  ['turn', ['convert']],
  // A lighter model has fewer triangles: the docs speak of reducing it and of decimation.
  ['lighter', ['reduce', 'decimation']],
  // The API's callbacks are its webhooks.
  ['callback', ['webhook']],
  // Artists count a mesh's "polycount"; the docs count triangles or faces.
  ['polycount', ['triangles', 'faces']],
  // Artists say LOD; the docs spell out levels of detail.
  ['lod', ['level of detail']],
  // Artists' names for what the docs call remeshing and decimation.
  ['retopology', ['remeshing']],
  ['simplify', ['decimation', 'reduce']],
  ['simplification', ['decimation', 'reduce']],
  // A reusable set of settings is a preset.
  ['template', ['preset']],
  // The docs "create an account"; readers sign up or register.
  ['sign up', ['create account']],
  ['register', ['create account']],
  // "Online" is the Web Platform in the browser, as opposed to the local CLI and plugins.
  ['online', ['browser', 'web platform']],
  // The Web Platform is also called the Cloud Platform, and it is what runs in the cloud.
  ['cloud', ['web platform']],
  // A reader's uploads are the platform's Base Assets.
  ['uploads', ['base assets']],
  // Jobs and webhooks say "finished".
  ['done', ['finished']],
  // What a tool produces, the docs call its outputs.
  ['produce', ['outputs']],
  ['produces', ['outputs']],
  // The entries below were proposed by a reader of the docs who saw no query set, and each reader word was
  // checked to occur nowhere on the site: artists' and developers' names for what the docs call otherwise.
  ['tris', ['triangles']],
  ['photogrammetry', ['scans', 'scanned']],
  ['albedo', ['base colour', 'diffuse']],
  ['lightmap', ['second uv set']],
  ['uv islands', ['charts']],
  ['loose parts', ['lumps', 'connected parts']],
  ['smoothing groups', ['hard edge', 'hardAngleThreshold']],
  ['alpha clip', ['masking', 'alphaBlendToMaskThreshold']],
  ['shape keys', ['morph targets', 'blend shapes']],
  ['rigged', ['skinned', 'skeleton']],
  // A reader's word, not the docs' (the style bans it from pages as a marketing adjective).
  // cspell:disable-next-line
  ['seamless', ['tiling', 'tileable']],
  ['downscale', ['scaled down', 'maxTextureResolution']],
  ['merge by distance', ['vertex merging', 'mergeDistance', 'weld']],
  ['vertex paint', ['vertex colours', 'vertexColors']],
  ['meshing', ['tessellation']],
  ['revit', ['rvt']],
  ['game ready', ['real-time']],
  ['4k', ['4096']],
  ['screenshot', ['render', 'renders']],
  ['docker', ['container']],
  ['headless', ['cli']],
  ['command prompt', ['powershell', 'terminal']],
  ['env var', ['environment variable']],
  ['license file', ['account file']],
  ['unidentified developer', ['quarantine']],
  ['addon', ['add-on']],
  ['website', ['web page', 'iframe']],
  ['tier', ['plan']],
  ['quota', ['rapidpoints', 'import limit']],
  ['bulk', ['batch', 'multiple', 'multi']],
  ['throttling', ['rate limit']],
  ['swagger', ['openapi']],
  ['quickstart', ['get started']],
  // A second round, proposed the same way by another reader who saw no query set: each reader word was
  // checked to occur nowhere on the site, and each target where the docs use it in this product's sense.
  ['gray', ['grey']],
  ['artifacts', ['artefacts']],
  ['verts', ['vertices']],
  ['retopo', ['remeshing']],
  ['flat shading', ['faceted', 'hardAngleThreshold']],
  ['auto smooth', ['hardAngleThreshold', 'hard edge']],
  ['two sided', ['double-sided']],
  ['floaters', ['smallFeatureCulling', 'lumps']],
  ['empties', ['empty nodes', 'emptyNodes']],
  ['scene tree', ['scene graph']],
  ['armature', ['skinned', 'skeleton']],
  ['rig', ['skinned', 'skeleton']],
  ['blendshapes', ['blend shapes', 'morph targets']],
  ['uv2', ['second uv set']],
  ['gutter', ['packingPixelDistance']],
  ['dilation', ['inpaintingRadius', 'padding']],
  ['downsample', ['scaled down', 'maxTextureResolution']],
  ['glow', ['emissive', 'emission']],
  ['sss', ['subsurface scattering']],
  ['shadeless', ['unlit']],
  ['alpha test', ['masking', 'alphaBlendToMaskThreshold']],
  ['hdri', ['ibl', 'environment map']],
  ['vram', ['gpu memory']],
  ['chord', ['maxTessellationDeviation']],
  ['chordal', ['maxTessellationDeviation']],
  ['vrml', ['wrl']],
  ['navisworks', ['nwd']],
  ['meshoptimizer', ['meshopt']],
  ['3dsmax', ['3ds max']],
  ['vray', ['v-ray']],
  ['ue5', ['unreal engine']],
  ['ue4', ['unreal engine']],
  ['ubuntu', ['linux']],
  ['osx', ['macos']],
  ['cmd', ['powershell', 'terminal']],
  ['cpu', ['maxConcurrentThreads', 'threads']],
  ['verbose', ['infoLevel']],
  ['self hosted', ['on-premises', 'own infrastructure']],
  ['bad request', ['400']],
  ['unprocessable', ['422']],
  ['backoff', ['retry-after']],
  ['throttled', ['rate limit']],
  ['presigned', ['pre-signed']],
  ['expiry', ['expire']],
  ['username', ['email address']],
  ['invoice', ['billing']],
  ['asset library', ['asset list']],
  ['widget', ['embed']],
  ['huge', ['large']],
  ['stuck', ['long time', 'sent_to_queue']],
  ['fidelity', ['similarity score', 'visual quality']],
  ['bugfix', ['fixed']],
  ['lightweight', ['lighter', 'lightest']],
  ['sideways', ['z-up', 'rotateZUp']],
  // A third round, from a reader who saw no query set, for newcomers, support tickets, web and AR developers,
  // pipeline engineers and API integrators; checked the same way, and each reader word has one meaning here.
  ['credit card', ['payment', 'billing']],
  ['saas', ['web platform']],
  ['webapp', ['web app', 'web platform']],
  ['onboarding', ['get started']],
  ['beginner', ['get started']],
  ['teammates', ['colleague']],
  ['coworkers', ['colleague']],
  ['magenta', ['pink', 'missing textures']],
  ['shiny', ['roughness', 'glossiness']],
  ['flipped normals', ['inverted normals', 'winding order']],
  ['inside out', ['inverted normals', 'winding order']],
  ['stalled', ['long time', 'sent_to_queue']],
  ['blank', ['empty']],
  ['bloated', ['larger than expected']],
  ['3d printer', ['3d printing', 'stl']],
  ['ipad', ['ios', 'iphone']],
  ['arcore', ['android']],
  ['quicklook', ['quick look']],
  ['csp', ['content security policy', 'frame-src']],
  ['jenkins', ['ci']],
  ['github actions', ['ci']],
  ['continuous integration', ['ci']],
  ['kubernetes', ['eks', 'container']],
  ['k8s', ['eks', 'container']],
  ['multithreading', ['threads', 'maxConcurrentThreads']],
  ['ram', ['hardware requirements']],
  ['debian', ['linux']],
  ['centos', ['linux']],
  ['rhel', ['linux']],
  ['apple silicon', ['macos']],
  ['token file', ['account file', 'credentials.json']],
  ['quiet', ['infoLevel']],
  ['nodejs', ['javascript']],
  ['sdk', ['client generator', 'sample implementation']],
  ['codegen', ['client generator']],
  ['access key', ['token']],
  ['bug report', ['feedback', 'info@dgg3d.com']],
  ['helpdesk', ['info@dgg3d.com']],
  ['support ticket', ['info@dgg3d.com']],
  ['end of life', ['phase out']],
  ['scopes', ['abilities']],
  // A fourth round, from a reader who saw no query set, for task verbs, troubleshooting symptoms, API integrators'
  // and pipeline engineers' wording, and artists' names for processing steps; checked the same way: each reader word
  // occurs nowhere in the index (camelCase parts included), and each target where the docs use it in this sense.

  // Task verbs. The docs change stored objects with "Update Preset" and "Update Base Asset", and a Preset in the
  // Web Platform's editor ("Customise your Presets").
  ['modify', ['update', 'customise']],
  ['tweak', ['customise', 'adjust']],
  // The API, the Web Platform and the plugins say "delete" for what a reader erases or purges.
  ['erase', ['delete']],
  ['purge', ['delete']],
  ['trash', ['delete']],
  // The Blender plugin "cancels" a run; no other product stops one.
  ['abort', ['cancel']],
  // Each setup guide has an "Uninstall" section next to its install steps.
  ['reinstall', ['uninstall', 'install']],
  // Moving a model to the origin is centerModel, "scaling and centring" in the 3D Edit settings.
  ['recenter', ['centerModel', 'centring']],
  ['recentre', ['centerModel', 'centring']],
  // A Base Asset's scale factor (Update Base Asset), customScaling and modelEdit:scaling of the exports.
  ['rescale', ['scale factor', 'scaling']],
  // A failed import or run is "retried" (Retries a failed import, the Blender plugin's cancel and retry).
  ['rerun', ['retry']],
  // What a reader wants to retain, the docs keep or preserve (keepMaterialsUVs, preserveTopology, "Preserve UVs").
  ['retain', ['keep', 'preserve']],
  // Ungrouping nodes into fewer meshes is what the docs call scene-graph flattening.
  ['ungroup', ['sceneGraphFlattening', 'scene-graph flattening']],
  // CAD healing: "Repair CAD geometry", sewing surfaces with sewTolerance.
  ['healing', ['repair', 'sewing']],
  // Blender's "Recalculate Normals" (their direction) and other tools' (their shading): the docs recompute normals
  // (recomputeNormals) and fix the direction with the winding order.
  ['recalculate normals', ['recompute normals', 'winding order']],

  // Troubleshooting symptoms in readers' words. The docs' troubleshooting lists say a panel "stops responding"
  // and a job "stays in sent_to_queue for a long time".
  ['hangs', ['stops responding', 'long time']],
  ['unresponsive', ['stops responding']],
  // Textures too small for the detail "look blurred" / "look blurry up close".
  ['pixelated', ['blurry', 'blurred']],
  // A model on its back or upside down comes from a Z-up file (rotateZUp, "Convert Z- to Y-Up"), as for 'sideways'.
  ['upside down', ['z-up', 'rotateZUp']],
  // Slow real-time scenes: "draw calls, not triangles, are what makes many web and mobile scenes slow".
  ['laggy', ['slow', 'draw calls']],
  ['fps', ['draw calls', 'performance']],
  ['framerate', ['draw calls', 'performance']],

  // API integrators and pipeline engineers. The API reference's "Pagination" sections describe the page envelope.
  ['paging', ['pagination']],
  // A Rapid Model's (and a licence seat's) global identifier is its uuid.
  ['guid', ['uuid']],
  // The docs' HTTP examples use curl.
  ['wget', ['curl']],
  // Pre-signed URLs and login tokens expire; "the lifetime in seconds is the X-Amz-Expires parameter".
  ['ttl', ['expire', 'lifetime']],
  // A token that should stop working is revoked (Delete Token, "the token was revoked").
  ['invalidate', ['revoke']],
  // Readers name an auth scheme; the API's is a bearer API token, in the "Authentication" sections.
  ['oauth', ['authentication']],
  // The code samples are JavaScript (Node.js) next to curl and Python.
  ['typescript', ['javascript']],
  ['gitlab', ['ci']],

  // Artists' wording for processing steps and outputs.
  ['impostor', ['imposter']],
  ['brep', ['b-rep']],
  ['heightmap', ['displacement']],
  ['height map', ['displacement']],
  // Blender's "UV Maps" are the docs' UV sets; UV shells are the docs' charts (as 'uv islands').
  ['uv map', ['uv set']],
  ['uv shells', ['charts']],
  // Baking supersamples each texel with sampleCount, which "reduces aliasing".
  ['antialiasing', ['aliasing', 'sampleCount']],
  // Blender's former name for merge by distance.
  ['remove doubles', ['vertex merging', 'mergeDistance', 'weld']],
  // An image similarity metric: the QC Tools score the similarity of renders.
  ['ssim', ['similarity']],
  // As '4k': texture sizes are given in pixels.
  ['2k', ['2048']],

  // Proposed by two more readers of the docs who saw no query set, one reading the cloud, API, plugin, DCC Importer
  // and QC pages, one the 3D Processor, settings, legacy and release-note pages; each reader word was checked to
  // occur nowhere on the site, and each docs' word to be the one a page uses for the same thing.
  ['async', ['in the background', 'poll']],
  ['multipart', ['pre-signed']],
  ['next page', ['pagination']],
  ['client library', ['client generator', 'sample implementation']],
  ['signing key', ['secret', 'signature']],
  ['replay attack', ['timestamp', 'signature']],
  ['compromised', ['revoke', 'leaked']],
  ['developer settings', ['auth tokens', 'account profile']],
  ['port forwarding', ['tunnel', 'ngrok']],
  ['breaking changes', ['changes from version 1', 'migration', 'backward compatible']],
  ['on prem', ['on-premises']],
  ['vm', ['virtual machine']],
  ['hot folder', ['inputFolder', 'batch']],
  ['temp files', ['intermediate files', 'cleanUp']],
  ['data residency', ['eu-central-1']],
  ['floating license', ['seat', 'seat management']],
  ['serial number', ['license key', 'integration token']],
  ['license manager', ['seat management']],
  ['open source', ['gpl', 'proprietary']],
  ['consumption', ['usage', 'rapidpoints']],
  ['wordpress', ['iframe', 'web page']],
  ['shopify', ['iframe', 'web page']],
  ['sketchfab', ['embed', '3d viewer']],
  ['webgl', ['web viewers', 'glb']],
  ['webxr', ['augmented reality', 'xr-spatial-tracking']],
  ['scene viewer', ['android', 'glb']],
  ['snapchat', ['lens studio']],
  ['merge actors', ['sceneGraphFlattening', 'draw calls', 'material merging']],
  ['interior faces', ['remove occluded parts', 'occluded']],
  ['transfer maps', ['texture baking', 'bake']],
  ['render to texture', ['texture baking', 'bake', 'textureBaker']],
  ['smart uv', ['unwrap', 'uv atlas']],
  ['subdiv', ['subdivision', 'modifiers']],
  ['geometry nodes', ['modifiers']],
  ['prooptimizer', ['decimate mesh', 'decimation', 'decimator']],
  ['resource collector', ['archive', 'asset tracking']],
  ['relink', ['asset tracking', 'relative paths']],
  ['save as previous', ['save as', '3ds max 2023']],
  ['particle flow', ['particle systems']],
  ['car paint', ['clearcoat']],
  ['velvet', ['sheen']],
  ['non-color', ['linear', 'colour space']],
  ['defeaturing', ['smallFeatureCulling', 'remove small parts', 'small parts']],
  ['recompress', ['reencodeTextures', 're-encode', 'encoded again']],
  ['shrink', ['reduce', 'file size']],
  ['1k', ['1024']],
  ['admin rights', ['administrator rights', 'run as administrator']],
  ['plug-in manager', ['PackageContents', 'loaded automatically']],
  ['datasmith', ['import cad format', 'cad import']],
  ['missing modules', ['rebuild', 'engine version']],
  ['visual regression', ['similarity score', 'qc report']],
  ['quality gate', ['gate', 'avgScore']],
  ['crash', ['stops responding', 'failed']],
  ['edge collapse', ['collapses edges', 'decimation']],
  ['poly reduction', ['decimation', 'triangle count']],
  ['high poly', ['detailed model', 'detailed assets']],
  ['decimate modifier', ['decimator', 'decimate mesh']],
  ['watertight', ['closed surface', 'close holes']],
  ['fill holes', ['closes holes', 'remesh and bake holes']],
  ['voxel size', ['octree depth', 'voxelization']],
  ['hidden surface', ['hidden geometry', 'occlusionCulling']],
  ['debris', ['smallFeatureCulling', 'small parts']],
  ['linked duplicates', ['instancing', 'instances']],
  ['join meshes', ['sceneGraphFlattening', 'merges meshes']],
  ['combine meshes', ['sceneGraphFlattening', 'merges meshes']],
  ['separate by material', ['splitMultiMaterialMeshes', 'one mesh per material']],
  ['null objects', ['empty nodes', 'emptyNodes']],
  ['assembly tree', ['scene graph', 'hierarchy']],
  ['drop to floor', ['bottomCenter', 'centerModel']],
  ['bbox', ['bounding box']],
  ['sharp edges', ['hard edge', 'hardAngleThreshold']],
  ['smoothing angle', ['hardAngleThreshold']],
  ['soften edge', ['hardAngleThreshold', 'hard edge']],
  ['custom normals', ['preserveNormals', 'authored normals']],
  ['weighted normals', ['computationMethod']],
  ['unify normals', ['windingOrder', 'inverted parts']],
  ['open edges', ['open borders', 'boundaryPreservationFactor']],
  ['stitching', ['sewTolerance', 'sewing']],
  ['angular tolerance', ['maxTessellationDeviationAngle', 'angular deviation']],
  ['ap242', ['stp', 'cad formats']],
  ['smart uv project', ['uvAtlasGenerator', 'uv unwrapping']],
  ['edge padding', ['inpaintingRadius', 'padding']],
  ['checkerboard', ['addCheckerTexture', 'checker texture']],
  ['npot', ['powerOfTwoResolution', 'power of two']],
  ['channel packing', ['separateOcclusionMap']],
  ['opacity map', ['alpha map']],
  ['alpha sorting', ['sorting problems', 'byOpacity']],
  ['spec gloss', ['specular-glossiness', 'convertMetalRoughness']],
  ['vroid', ['vrm']],
  ['keyframe reduction', ['animationOptimization', 'keyframes']],
  ['vertex weights', ['bone weights', 'skin weights']],
  ['joints', ['bone', 'skeleton']],
  ['skeletal mesh', ['skinned', 'skeleton']],
  ['geometric error', ['deviation', 'surface error']],
  ['screen coverage', ['screensize', 'size on screen']],
  ['log level', ['infoLevel']],
  ['camera angle', ['cameraViewVector', 'viewing direction']],
  ['naming convention', ['naming script', 'nodeNamingScript']],
  ['visual diff', ['visual difference', 'similarity score']],
  ['compatibility matrix', ['engine and schema versions']],

  // A sixth round, from two readers who saw no query set and no search code, one reading the API, the cloud
  // tutorials and the platform notes, one the 3D Processor, DCC Importer, QC and plugin pages and their notes; each
  // reader word was checked to occur nowhere on the site, and each docs' word to be the one a page uses for it.
  ['auth header', ['authorization header', 'bearer']],
  ['jwt', ['token', 'bearer']],
  ['throttle', ['rate limit', 'too many requests']],
  ['rps', ['requests per minute', 'rate limit']],
  ['api limits', ['rate limit', 'requests per minute']],
  ['signing secret', ['secret', 'signature']],
  ['signature verification', ['verify the signature', 'hmac']],
  ['timing attack', ['constant time']],
  ['event subscription', ['webhook']],
  ['job queue', ['queue', 'sent_to_queue']],
  ['asynchronous', ['in the background']],
  ['batch delete', ['delete multiple']],
  ['dotenv', ['environment variable']],
  ['vault', ['secret manager', 'password manager']],
  ['token rotation', ['revoke', 'create token']],
  ['axios', ['fetch', 'javascript']],
  ['auth error', ['unauthenticated', 'invalid token']],
  ['datetime', ['timestamp', 'iso 8601']],
  ['query string', ['query parameter']],
  ['api spec', ['openapi']],
  ['code generation', ['client generator']],
  ['code sample', ['sample implementation', 'examples']],
  ['output model', ['rapid model', 'optimised model']],
  ['model status', ['upload_status', 'optimization_status']],
  ['processing status', ['optimization_status', 'job_status']],
  ['progress bar', ['progress', 'processing_step']],
  ['reprocess', ['run again', 'optimise it again']],
  ['reimport', ['retry', 'retries a failed import']],
  ['web ui', ['web platform', 'web app']],
  ['preset file', ['settings file', 'preset.json']],
  ['optimization profile', ['preset']],
  ['default presets', ['factory presets']],
  ['compressed folder', ['zip archive']],
  ['folder upload', ['zip archive', 'is_zip']],
  ['file conversion', ['format conversion', 'convert']],
  ['transcode', ['convert', 'format conversion']],
  ['3d player', ['3d viewer', 'embed']],
  ['embed code', ['iframe']],
  ['share link', ['viewer link']],
  ['glb viewer', ['gltf viewer', '3d viewer']],
  ['vr headset', ['mixed-reality headsets', 'hololens']],
  ['ecommerce', ['web shop', 'product page']],
  ['texture budget', ['texture size']],
  ['target file size', ['file-size limit']],
  ['decimation ratio', ['face percentage']],
  ['collapse stack', ['editable mesh']],
  ['missing maps', ['missing textures']],
  ['object storage', ['storage bucket', 's3']],
  ['storage quota', ['storage left']],
  ['credit balance', ['rapidpoints balance', 'account credits']],
  ['activation key', ['integration token', 'seat']],
  ['user profile', ['account profile']],
  ['flip normals', ['winding order', 'inverted normals']],
  ['conform normals', ['winding order', 'inverted parts']],
  ['face orientation', ['winding order', 'inverted parts']],
  ['soft edges', ['hard edge', 'hardAngleThreshold']],
  ['smooth shading', ['smoothed', 'hardAngleThreshold']],
  ['polyreduce', ['decimation', 'decimator']],
  ['polygon budget', ['triangle budget', 'face target']],
  ['bake down', ['texture baking', 'textureBaker']],
  ['material casting', ['textureBaker', 'texture baking']],
  ['bump map', ['normal map', 'bump']],
  ['alpha cutoff', ['masking', 'alphaBlendToMaskThreshold']],
  ['uv checker', ['checker texture', 'addCheckerTexture']],
  ['box mapping', ['box projection', 'cubeUnwrap']],
  ['hausdorff', ['deviation', 'surface error']],
  ['anti aliasing', ['sampleCount', 'sample count']],
  ['psnr', ['similarity score', 'difference image']],
  ['diff image', ['difference image']],
  ['quality score', ['similarity score', 'qc scores']],
  ['unwrap uvw', ['uv unwrapping', 'uvAtlasGenerator']],
  ['auto unwrap', ['uv unwrapping', 'uvAtlasGenerator']],
  ['pack islands', ['packing', 'packs']],
  ['uv stretching', ['maxAngleError', 'distortion']],
  ['uv layer', ['uv set', 'uv channels']],
  ['map channel', ['uv channels', 'uv set']],
  ['smoothness', ['roughness', 'glossiness']],
  ['combine materials', ['materialMerger', 'material merging']],
  ['material override', ['materialReplacer', 'default material']],
  ['placeholder material', ['default material', 'materialReplacer']],
  ['atlas size', ['baking resolution', 'atlasFactor']],
  ['max texture size', ['maxTextureResolution', 'texture size']],
  ['downres', ['maxTextureResolution', 'scaled down']],
  ['texture memory', ['gpu memory', 'ktx2']],
  ['astc', ['gpu compressed', 'ktx2']],
  ['download size', ['file size', 'download time']],
  ['size budget', ['file size limit', 'maxMegabytesOnDisk']],
  ['tri count', ['triangle count']],
  ['error tolerance', ['deviation', 'surface error']],
  ['border edges', ['preserveMeshBorders']],
  ['voxel remesh', ['voxelization', 'remesher']],
  ['zremesher', ['remesher', 'remeshing']],
  ['simplygon', ['decimation', 'remeshing']],
  ['internal faces', ['occlusion culling', 'interior geometry']],
  ['tiny parts', ['small parts', 'small feature culling']],
  ['animation compression', ['animationOptimization', 'keyframes']],
  ['ngons', ['triangulated', 'triangles']],
  ['merge objects', ['merge meshes', 'flattening']],
  ['collapse hierarchy', ['scene graph flattening', 'preservedSceneDepth']],
  ['split by material', ['splitMultiMaterialMeshes', 'one mesh per material']],
  ['submesh', ['splitMultiMaterialMeshes', 'one mesh per material']],
  ['center pivot', ['centerModel', 'pivot']],
  ['aabb', ['bounding box']],
  ['weld threshold', ['mergeDistance', 'vertexMerging']],
  ['unit system', ['units', 'scene units']],
  ['handedness', ['axis system', 'coordinate system']],
  ['bitangent', ['tangents', 'mikktspace']],
  ['mesh stats', ['print info', 'statistics']],
  ['software renderer', ['renderer', 'rendering schema']],
  ['profiling', ['benchmarkLevel', 'benchmark']],
  ['reality converter', ['usdz', 'ar quick look']],
  ['activation code', ['integration token', 'license key']],
  ['deactivate', ['seat']],
  ['output directory', ['output folder']],

  // A seventh round, from two readers who saw no query set and no search code, one for artists, CAD engineers and
  // web-shop owners, one for pipeline developers and newcomers; each reader word was checked to occur nowhere on the
  // site, and each docs' word to be the one a page uses for it.
  ['return code', ['exit codes', 'exit_code']],
  ['logfile', ['error.log', 'logs']],
  ['hostname', ['host']],
  ['timezone', ['utc', 'iso 8601']],
  ['gitignore', ['version control']],
  ['creds', ['credentials', 'token']],
  ['repo', ['repository']],
  ['params', ['parameters']],
  ['qps', ['requests per minute', 'rate limit']],
  ['ratelimit', ['rate limit']],
  ['websocket', ['webhook', 'polling']],
  ['dockerfile', ['container']],
  ['webshop', ['web shop', 'product page']],
  ['online shop', ['web shop', 'product page']],
  ['smartphone', ['phone', 'mobile']],
  ['picture', ['image']],
  ['16k', ['16384']],
  ['popup', ['pop-up']],
  ['checkbox', ['tick', 'ticked']],
  ['convertor', ['converter', 'convert']],
  ['threejs', ['three.js', 'web viewers']],
  ['polypaint', ['vertex colours', 'vertexColors']],
  ['decimation master', ['decimation', 'decimator']],
  ['dynamesh', ['voxelization', 'remesher']],
  ['instalod', ['decimation', 'remeshing']],
  ['pixyz', ['tessellation', 'cad import']],
  ['xnormal', ['texture baking', 'normal map']],
  ['mesh maps', ['texture baking', 'normal map', 'ambient occlusion']],
  ['metashape', ['scans', 'scanned']],
  ['realitycapture', ['scans', 'scanned']],
  ['lowpoly', ['low-poly']],
  ['highpoly', ['detailed model', 'detailed assets']],
  ['island margin', ['packingPixelDistance', 'charts']],
  ['normal strength', ['normalMapScale']],
  ['dds', ['ktx2', 'gpu compressed']],
  ['vtuber', ['vrm', 'avatars']],
  ['archviz', ['offline rendering', 'v-ray']],
  ['proe', ['pro/engineer', 'creo']],
  ['unigraphics', ['siemens nx']],
  ['solid works', ['solidworks']],
  ['ap214', ['stp', 'cad formats']],
  ['polygonize', ['tessellation']],
  ['rapid compact', ['rapidcompact']],
  ['rapid pbr', ['rapidpbr']],
  ['pdp', ['product page']],
  ['woocommerce', ['iframe', 'web page']],
  ['load time', ['download time', 'file size']],
  ['reality composer', ['usdz', 'ar quick look']],
  ['webar', ['web ar', 'augmented reality']],
  ['meta quest', ['mixed-reality headsets', 'hololens']],

  // An eighth round, the same way, from two more readers: one for real-time developers, reviewers checking optimised
  // models and Maya or Substance 3D Painter users, one for account owners, support tickets and pasted error texts.
  ['qa', ['qc', 'quality control']],
  ['quality assurance', ['quality control', 'qc']],
  ['heatmap', ['difference image', '__diff.png']],
  ['pixel diff', ['difference image', '__diff.png']],
  ['pass fail', ['avgScore', 'gate']],
  ['contact shadow', ['enableDropShadow', 'shadow on the ground']],
  ['static batching', ['draw calls', 'sceneGraphFlattening']],
  ['drawcalls', ['draw calls']],
  ['secondary uv', ['second uv set', 'atlasGenerator2ndUV']],
  ['bc7', ['ktx-basis-uastc', 'gpu-compressed']],
  ['etc2', ['ktx-basis-etc1s', 'gpu-compressed']],
  ['gltfpack', ['geometryCompression', 'ktx2']],
  ['dracoloader', ['draco decoder', 'geometryCompression']],
  ['draco loader', ['draco decoder', 'geometryCompression']],
  ['ktx2loader', ['KHR_texture_basisu', 'ktx2']],
  ['react three fiber', ['three.js', 'web viewers']],
  ['playcanvas', ['web viewers', 'glb']],
  ['babylonjs', ['babylon.js']],
  ['modelviewer', ['model-viewer']],
  ['merge vertices', ['vertexMerging', 'mergeDistance']],
  ['harden edge', ['hard edge', 'hardAngleThreshold']],
  ['reverse normals', ['windingOrder', 'inverted parts']],
  ['unlock normals', ['recomputeInputNormals', 'preserveNormals']],
  ['normal angle', ['hardAngleThreshold', 'hard-edge angle']],
  ['automatic mapping', ['uvAtlasGenerator', 'uv unwrapping']],
  ['unfold', ['uv unwrapping', 'unwrap']],
  ['normal map format', ['normalmapYFlip', 'flipNormalmapY', 'directx convention']],
  ['seat count', ['seats in use', 'seat assignments']],
  ['product key', ['license key', 'integration token']],
  ['license transfer', ['released manually', 'another machine']],
  ['offboarding', ['revoke', 'released manually']],
  ['account settings', ['account profile']],
  ['license agreement', ['terms and conditions']],
  ['data center', ['eu-central-1', 'region']],
  ['feature request', ['feedback', 'info@dgg3d.com']],
  ['hotfix', ['fixed', 'bug fixes']],
  ['known bugs', ['known issues']],
  ['obsolete', ['deprecated', 'retired']],
  ['eol', ['phase out']],
  ['build number', ['build date', 'commit hash', 'banner']],
  ['version history', ['release history']],
  ['rebrand', ['formerly', 'now called', 'rapidcompact']],
  ['early access', ['closed beta', 'open beta']],
  ['jsondecodeerror', ['plain text', 'plain-text body']],
  ['signaturedoesnotmatch', ['pre-signed', 'authorization header']],
  ['only one auth mechanism allowed', ['pre-signed', 'authorization header']],
  ['refused to connect', ['content security policy', 'frame-src']],
  ['operable program', ['not recognised', 'path']],
  ['malware', ['quarantine', 'gatekeeper', 'privacy & security']],
  ['developer cannot be verified', ['quarantine', 'gatekeeper', 'privacy & security']],
  ['token expired', ['unauthenticated', 'revoked', 'expires_in']],
  ['invalid license', ['licence is rejected', 'integration token']],
];

/**
 * The singular or plural of a reader word above, as a reader types it and no page does: each finds what its
 * entry finds (a reader word is matched as typed). Only forms with the entry's one meaning: "window" is not
 * "windows", and "upload" is a verb where "uploads" are the reader's files.
 */
export const otherReaderForms: [form: string, entry: string][] = [
  ['api keys', 'api key'],
  ['lods', 'lod'],
  ['uv maps', 'uv map'],
  ['access keys', 'access key'],
  ['templates', 'template'],
  ['screenshots', 'screenshot'],
  ['lightmaps', 'lightmap'],
  ['addons', 'addon'],
  ['websites', 'website'],
  ['tiers', 'tier'],
  ['quotas', 'quota'],
  ['invoices', 'invoice'],
  ['widgets', 'widget'],
  ['armatures', 'armature'],
  ['rigs', 'rig'],
  ['blendshape', 'blendshapes'],
  ['artifact', 'artifacts'],
  ['vert', 'verts'],
  ['floater', 'floaters'],
  ['teammate', 'teammates'],
  ['coworker', 'coworkers'],
  ['sdks', 'sdk'],
  ['hdris', 'hdri'],
  ['heightmaps', 'heightmap'],
  ['height maps', 'height map'],
  ['impostors', 'impostor'],
  ['uv island', 'uv islands'],
  ['uv shell', 'uv shells'],
  ['loose part', 'loose parts'],
  ['shape key', 'shape keys'],
  ['smoothing group', 'smoothing groups'],
  ['env vars', 'env var'],
  ['support tickets', 'support ticket'],
  ['credit cards', 'credit card'],
  ['token files', 'token file'],
  ['license files', 'license file'],
  ['return codes', 'return code'],
  ['logfiles', 'logfile'],
  ['hostnames', 'hostname'],
  ['repos', 'repo'],
  ['param', 'params'],
  ['websockets', 'websocket'],
  ['webshops', 'webshop'],
  ['smartphones', 'smartphone'],
  ['pictures', 'picture'],
  ['popups', 'popup'],
  ['checkboxes', 'checkbox'],
  ['convertors', 'convertor'],
  ['heatmaps', 'heatmap'],
  ['feature requests', 'feature request'],
  ['known bug', 'known bugs'],
  ['hotfixes', 'hotfix'],
  ['product keys', 'product key'],
];

/** A reader's word and the docs' words for it: the reader's word also finds them (not the other way round). */
export const readerWords: [string, string[]][] = [
  ...readerEntries,
  ...otherReaderForms.map(([form, entry]): [string, string[]] => {
    const found = readerEntries.find(([reader]) => reader === entry);
    if (!found) throw new Error(`vocabulary: "${form}" is a form of "${entry}", which is no reader word`);
    return [form, found[1]];
  }),
];

/**
 * Words that change the sense of a reader's word (see readerWords) next to them; there it is read as typed.
 * After a quantifier it says how much, not what: "how many requests per minute" and "too many attempts" ask
 * for a number or quote an error, not about the operations on multiple objects. Before a particle it is part of
 * a phrasal verb: "turn off draco" switches a setting off, it does not convert anything.
 */
export const quantifiers: string[] = ['how', 'too'];
export const particles: string[] = ['on', 'off'];

/**
 * Words with which a reader opens a question, which say nothing of its topic: "is there a way to ...", "what's
 * the best way to ...", "I need to ...", "help me ...". At the start of a query (stop words aside) they are
 * dropped as if not typed; anywhere else they are words like others ("the remesher is the best way").
 */
export const questionOpenings: string[] = [
  'way',
  'best way',
  'easiest way',
  'simplest way',
  'quickest way',
  'fastest way',
  'right way',
  'proper way',
  'correct way',
  'recommended way',
  'possible',
  'want',
  'need',
  'like',
  'trying',
  'try',
  'help',
  'please',
  'tell',
  'explain',
  // "What's the difference between A and B" asks about A and B; "difference" alone names the QC difference image.
  'difference between',
];

/**
 * Words and phrases with which a reader asks what changed, when, or in which release, without naming a
 * version ("webp textures release", "which version brought back ..."): the release notes answer those.
 */
export const changeWords: string[] = [
  'release',
  'released',
  'releases',
  'what changed',
  'which version',
  'since when',
  'when was',
  'when were',
  'when did',
  'no longer',
  'renamed',
  'brought back',
  'deprecated',
];

/**
 * Phrases with which a reader asks what changed lately ("what's new in the Blender plugin", "3D Processor
 * changelog"): without a version in the query, they ask for the newest release of each product.
 */
export const latestWords: string[] = [
  "what's new",
  'new in',
  'latest',
  'newest',
  'most recent',
  'changelog',
  'release notes',
];

/** The site's name, as the index holds it: an optional word that also weighs less (see SITE_NAME_WEIGHT). */
export const siteName = 'rapidpipeline';

/**
 * The product's names, current and former. Without them and without its API version, a page's title names its
 * topic: "RapidCompact API v1 Documentation" and "RapidPipeline API v2 Documentation" are one topic's legacy and
 * current pages (see twinsApart in engine.ts).
 */
export const productNames: string[] = [siteName, 'rapidcompact'];

/**
 * Words that say where a reader looks, or that a reader quotes a screen, not what for: the site's name, the kinds
 * of page and the verbs "says" and "shows" ("blender plugin docs", "bake normals tutorial", "curl example", "upload
 * a model in RapidPipeline", "status says dataprepping failed"). A page that holds one
 * gains as for any word (the site's name, on nearly every page, half as much); a page without it loses nothing,
 * as with Algolia's optionalWords. A query of these words alone searches them as usual. "RapidCompact" is not
 * one: the former name tells the legacy products (API v1, the RapidCompact CLI) from the current ones.
 */
export const optionalWords: string[] = [
  siteName,
  'docs',
  'doc',
  'documentation',
  'guide',
  'guides',
  'tutorial',
  'tutorials',
  'example',
  'examples',
  'reference',
  'step',
  'steps',
  'walkthrough',
  'manual',
  'instructions',
  // The page that explains a message quotes it without saying that something "says" it.
  'says',
  'shows',
];
