/**
 * Renders a settings schema file as a reference page: download link, the changes since the
 * previous version (computed by diffing the two files), and the tree of every key path with
 * its type, allowed values or range, default, description and the version that introduced it.
 *
 * The schema JSON is imported by the page at build time and rendered on the server, so every
 * key is in the HTML (searchable, deep-linkable) without any fetch in the browser.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import ServerMarkup from '@site/src/components/ServerMarkup';
import {
  SECTION_IDS,
  buildTree,
  changesTitle,
  diffNodes,
  entryCount,
  flattenSchema,
  formatRange,
  schemaVersion,
  type JsonSchema,
  type JsonValue,
  type KeyNode,
  type LeafGroup,
  type SchemaDiff,
  type TreeEntry,
  type TreeItem,
} from './model';
import styles from './styles.module.css';

export {schemaToc} from './model';

export interface SchemaReferenceProps {
  /** The schema file, imported as JSON. */
  schema: JsonSchema;
  /** The previous version's file, for the "Changes since" section. */
  previous?: JsonSchema;
}

/** The file's own address, from its `$id` (`…/schemas/processor/v1.4.json` → `/schemas/processor/v1.4.json`). */
function downloadPath(schema: JsonSchema): string {
  const id = typeof schema.$id === 'string' ? schema.$id : '';
  const match = /\/schemas\/.+\.json$/.exec(id);
  if (!match) throw new Error(`Schema ${String(schema.title)} has no $id under /schemas/`);
  return match[0];
}

/** Allowed values as one code span: `"auto" | "jpg" | "png"`. */
function valueList(values: JsonValue[]): string {
  return values.map((value) => JSON.stringify(value)).join(' | ');
}

/**
 * The facts of one key on one line: default, allowed values or range, unit, the version that
 * introduced it and the legacy setting name. Kept as text and a few code spans: a v1.4 page has
 * about 1,500 keys, so every element per key counts.
 */
function Facts({node, version}: {node: KeyNode; version: string}): ReactNode {
  const range = formatRange(node);
  const values = node.enum ?? (node.const !== undefined ? [node.const] : undefined);
  const parts: ReactNode[] = [];
  if (node.hasDefault)
    parts.push(
      <React.Fragment key="d">
        Default <code>{JSON.stringify(node.default)}</code>
      </React.Fragment>,
    );
  else if (node.toggle) parts.push('Default: off (key absent)');
  if (values)
    parts.push(
      <React.Fragment key="v">
        {values.length === 1 ? 'Value ' : 'One of '}
        <code>{valueList(values)}</code>
      </React.Fragment>,
    );
  if (range) {
    const label = node.itemMinimum !== undefined || node.itemMaximum !== undefined ? 'Each item' : 'Range';
    parts.push(
      `${label} ${range}${node.unit ? ` ${node.unit}` : ''}${node.multipleOf !== undefined ? `, multiple of ${node.multipleOf}` : ''}`,
    );
  } else if (node.unit) {
    parts.push(`Unit: ${node.unit}`);
  }
  if (node.pattern)
    parts.push(
      <React.Fragment key="p">
        Pattern <code>{node.pattern}</code>
      </React.Fragment>,
    );
  if (node.choices)
    parts.push(
      <React.Fragment key="c">
        Exactly one of <code>{node.choices.join(' | ')}</code>
      </React.Fragment>,
    );
  parts.push(
    node.introduced === version ? (
      <strong key="s" className={styles.sinceNew}>{`New in v${version}`}</strong>
    ) : (
      `Since v${node.introduced}`
    ),
  );
  if (node.legacyName)
    parts.push(
      <React.Fragment key="l">
        Legacy name <code>{node.legacyName}</code>
      </React.Fragment>,
    );
  return (
    <p className={styles.facts}>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 ? ' · ' : null}
          {part}
        </React.Fragment>
      ))}
    </p>
  );
}

function Badges({node}: {node: KeyNode}): ReactNode {
  return (
    <>
      <span className={styles.type}>{node.type}</span>
      {node.required ? <span className={clsx(styles.badge, styles.required)}>required</span> : null}
      {node.alternative ? <span className={styles.badge}>alternative</span> : null}
      {node.toggle ? <span className={styles.badge}>toggle</span> : null}
      {node.hidden ? <span className={clsx(styles.badge, styles.hidden)}>hidden in UIs</span> : null}
    </>
  );
}

/** The key path with its last key emphasised; wraps anywhere on narrow screens. */
function KeyPath({path}: {path: string}): ReactNode {
  const cut = path.lastIndexOf('.');
  return (
    <code className={styles.path}>
      {cut >= 0 ? path.slice(0, cut + 1) : null}
      <strong>{path.slice(cut + 1)}</strong>
    </code>
  );
}

function Description({node}: {node: KeyNode}): ReactNode {
  if (!node.description) return null;
  // Descriptions mark values and keys with backticks; render those as code.
  const parts = node.description.split(/(`[^`]+`)/g);
  return (
    <p className={styles.description}>
      {parts.map((part, index) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
          <code key={index}>{part.slice(1, -1)}</code>
        ) : (
          part
        ),
      )}
    </p>
  );
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** About the height of one entry on a phone, for the size a section is given until it is first drawn. */
const ENTRY_HEIGHT_PX = 200;

/** Sections of levels 2 and 3 are drawn only near the screen (styles.module.css): their estimated height. */
function sectionStyle(level: number, items: TreeItem[]): React.CSSProperties | undefined {
  if (level > 3) return undefined;
  return {containIntrinsicSize: `auto ${ENTRY_HEIGHT_PX * (1 + entryCount(items))}px`};
}

function Entry({entry, version}: {entry: TreeEntry; version: string}): ReactNode {
  const {node} = entry;
  const as = `h${entry.level}` as HeadingTag;
  const children = entry.items.length > 0 ? <Items items={entry.items} version={version} /> : null;
  if (entry.section) {
    return (
      <section
        className={clsx(styles.section, styles[`level${entry.level}`])}
        style={sectionStyle(entry.level, entry.items)}>
        <Heading as={as} id={node.id} className={styles.keyHeading}>
          <code>{node.name}</code>
        </Heading>
        <div className={styles.head}>
          <KeyPath path={node.path} />
          <Badges node={node} />
        </div>
        <Description node={node} />
        <Facts node={node} version={version} />
        {children}
      </section>
    );
  }
  // Every key is a (small) heading whose text is its full path, so search indexes each key
  // with its own anchor and the document outline lists every key.
  return (
    <div className={styles.entry}>
      <div className={styles.head}>
        <Heading as={as} id={node.id} className={styles.keyTitle}>
          <KeyPath path={node.path} />
        </Heading>
        <Badges node={node} />
      </div>
      <Description node={node} />
      <Facts node={node} version={version} />
      {children}
    </div>
  );
}

function MemberKey({node}: {node: KeyNode}): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorClass = useAnchorTargetClassName(node.id);
  brokenLinks.collectAnchor(node.id);
  return (
    <code id={node.id} className={clsx(styles.member, anchorClass)}>
      {node.name}
    </code>
  );
}

function Group({group, version}: {group: LeafGroup; version: string}): ReactNode {
  const {sample} = group;
  const as = `h${group.level}` as HeadingTag;
  return (
    <div className={styles.entry}>
      <div className={styles.head}>
        <Heading as={as} className={styles.keyTitle}>
          <KeyPath path={group.path} />
        </Heading>
        <Badges node={sample} />
      </div>
      <p className={styles.description}>
        {`${group.members.length} keys take the same kind of value: ${sample.description.replace(/`/g, '')}`}
      </p>
      <p className={styles.members}>
        {group.members.map((member, index) => (
          <React.Fragment key={member.path}>
            {index > 0 ? ' ' : null}
            <MemberKey node={member} />
          </React.Fragment>
        ))}
      </p>
      <Facts node={sample} version={version} />
    </div>
  );
}

function Items({items, version}: {items: TreeItem[]; version: string}): ReactNode {
  return (
    <div className={styles.children}>
      {items.map((item) =>
        item.kind === 'group' ? (
          <Group key={item.id} group={item} version={version} />
        ) : (
          <Entry key={item.node.path} entry={item} version={version} />
        ),
      )}
    </div>
  );
}

function KeyLink({node}: {node: KeyNode}): ReactNode {
  return (
    <a href={`#${node.id}`}>
      <code className={styles.path}>{node.path}</code>
    </a>
  );
}

function Changes({diff, previousVersion}: {diff: SchemaDiff | null; previousVersion: string | undefined}): ReactNode {
  if (!diff || !previousVersion) {
    return <p>This is the first version of this schema, so every key below was introduced in it.</p>;
  }
  const total = diff.added.length + diff.removed.length + diff.changed.length;
  if (total === 0) return <p>No key was added, removed or changed since v{previousVersion}.</p>;
  return (
    <div className={styles.changes}>
      <p>
        Computed by comparing this file with the v{previousVersion} file: {diff.added.length} keys added,{' '}
        {diff.removed.length} removed, {diff.changed.length} changed in type, default, allowed values or range.
      </p>
      {diff.added.length > 0 ? (
        <>
          <p className={styles.changeLabel}>Added</p>
          <ul className={styles.changeList} data-change="added">
            {diff.added.map((node) => (
              <li key={node.path} data-key={node.id}>
                <KeyLink node={node} /> <span className={styles.type}>{node.type}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {diff.removed.length > 0 ? (
        <>
          <p className={styles.changeLabel}>Removed</p>
          <ul className={styles.changeList} data-change="removed">
            {diff.removed.map((node) => (
              <li key={node.path} data-key={node.id}>
                <code className={styles.path}>{node.path}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {diff.changed.length > 0 ? (
        <>
          <p className={styles.changeLabel}>Changed</p>
          <ul className={styles.changeList} data-change="changed">
            {diff.changed.map(({node, changes}) => (
              <li key={node.path} data-key={node.id}>
                <KeyLink node={node} />
                <ul>
                  {changes.map((change) => (
                    <li key={change.field}>
                      {change.field}: <code>{change.before}</code> → <code>{change.after}</code>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The changes and the key tree: thousands of static elements, kept from the server's HTML when the page hydrates. */
function KeyTree({
  nodes,
  previous,
  version,
  previousVersion,
}: {
  nodes: KeyNode[];
  previous?: JsonSchema;
  version: string;
  previousVersion: string | undefined;
}): ReactNode {
  const tree = buildTree(nodes);
  const diff = previous ? diffNodes(flattenSchema(previous), nodes) : null;
  return (
    <>
      <Heading as="h2" id={SECTION_IDS.changes}>
        {changesTitle(previousVersion)}
      </Heading>
      <Changes diff={diff} previousVersion={previousVersion} />

      {tree.rootLeaves.length > 0 ? (
        <section className={clsx(styles.section, styles.level2)} style={sectionStyle(2, tree.rootLeaves)}>
          <Heading as="h2" id={SECTION_IDS.rootKeys}>
            Top-level keys
          </Heading>
          <Items items={tree.rootLeaves} version={version} />
        </section>
      ) : null}
      {tree.sections.map((section) => (
        <Entry key={section.node.path} entry={section} version={version} />
      ))}
    </>
  );
}

export default function SchemaReference({schema, previous}: SchemaReferenceProps): ReactNode {
  const version = schemaVersion(schema) ?? '1.0';
  const previousVersion = previous ? schemaVersion(previous) : undefined;
  const nodes = flattenSchema(schema);
  const file = downloadPath(schema);
  const href = useBaseUrl(file);
  const fileName = file.split('/').slice(-2).join('-');
  const hiddenCount = nodes.filter((node) => node.hidden).length;
  const engines = typeof schema['x-engineVersions'] === 'string' ? schema['x-engineVersions'] : undefined;

  return (
    <div className={styles.reference}>
      <Heading as="h2" id={SECTION_IDS.download}>
        Download and validate
      </Heading>
      <p>
        <a href={href} download={fileName} className={styles.download}>
          Download {schema.title ?? 'the schema'} (JSON Schema 2020-12)
        </a>
      </p>
      <p>
        The file defines {nodes.length} key paths ({hiddenCount} of them hidden in the product's user interfaces)
        {engines ? `; engine ${engines} reads this version` : ''}. Objects reject unknown keys, so a misspelt key fails
        validation instead of being ignored. Validate a settings file against it with any JSON Schema 2020-12 validator,
        as described on the{' '}
        <Link to="/docs/componentDocs/3dProcessingSchemaSettings/processor-schema-overview#validate-a-settings-file">
          schema overview
        </Link>
        .
      </p>

      <ServerMarkup>
        <KeyTree nodes={nodes} previous={previous} version={version} previousVersion={previousVersion} />
      </ServerMarkup>
    </div>
  );
}
