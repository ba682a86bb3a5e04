import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import LatestReleases from '@site/src/components/LatestReleases';
import styles from './index.module.css';

interface EntryPoint {
  title: string;
  to: string;
  text: string;
}

const entryPoints: EntryPoint[] = [
  {
    title: 'Web Platform tutorials',
    to: '/docs/rapidpipeline-cloud-tutorials/introduction',
    text: 'Upload a Base Asset, run a Preset, check the QC scores and share the result as an Embed.',
  },
  {
    title: '3D Processor and CLI',
    to: '/docs/3dProcessor-Tutorials/introduction',
    text: 'Run the engine on your own machine with rpdx, script batches and convert DCC scenes.',
  },
  {
    title: 'Integrations',
    to: '/docs/integrations/introduction',
    text: 'Process models with the local engine inside Blender, Maya, 3ds Max, Substance 3D Painter and Unreal Engine.',
  },
  {
    title: 'REST API v2',
    to: '/docs/category/rapidpipeline-api',
    text: 'Every endpoint with parameters, examples and an explorer to try calls with your token.',
  },
  {
    title: 'Settings reference',
    to: '/docs/componentDocs/3dProcessingSchemaSettings/processor-schema-overview',
    text: 'Every key of the 3D Processing schema, v1.0 to v1.4, with types, defaults and ranges.',
  },
  {
    title: 'REST API v1 (legacy)',
    to: '/docs/category/rapidcompact-v1-api',
    text: 'The RapidCompact API, kept for existing integrations, with links to the v2 equivalents.',
  },
];

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          RapidPipeline documentation
        </Heading>
        <p className={styles.heroLead}>
          RapidPipeline (formerly RapidCompact) optimises and converts 3D models: fewer polygons, baked textures and the
          formats each platform needs, from glTF and USDZ to FBX. Run it on the Web Platform, through the REST API, on
          the command line or inside your 3D tool.
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/docs/rapidpipeline-cloud-tutorials/getting-started">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/category/rapidpipeline-api">
            REST API reference
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Documentation"
      description="Documentation for RapidPipeline: Web Platform tutorials, 3D Processor and CLI, plugins, REST API reference and release notes.">
      <Hero />
      <main className="container margin-vert--lg">
        <section aria-labelledby="entry-points">
          <Heading as="h2" id="entry-points">
            Find your way in
          </Heading>
          <ul className={styles.cards}>
            {entryPoints.map((entry) => (
              <li key={entry.to} className={styles.card}>
                <Link to={entry.to} className={styles.cardLink}>
                  <span className={styles.cardTitle}>{entry.title}</span>
                  <span className={styles.cardText}>{entry.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <LatestReleases />
      </main>
    </Layout>
  );
}
