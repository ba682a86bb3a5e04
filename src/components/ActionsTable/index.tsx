import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import data from '@site/src/data/actions-v1.0.0.json';
import type {ActionOption, ActionSet, MagicAction} from './types';
import {compareVersions} from '../../lib/versions';
import styles from './styles.module.css';

const actionSet = data as ActionSet;

const hostLabel = new Map(actionSet.hosts.map((host) => [host.id, host.label]));
const groupLabel = new Map(actionSet.groups.map((group) => [group.id, group.label]));

/** Lets long dotted schema paths break after each dot instead of overflowing. */
function BreakableKey({path}: {path: string}): ReactNode {
  const parts = path.split('.');
  return (
    <code className={styles.key}>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </React.Fragment>
      ))}
    </code>
  );
}

function formatDefault(option: ActionOption): ReactNode {
  if (option.default === null) return 'set by the action, value not published';
  if (option.type === 'toggle') return option.default ? 'on' : 'off';
  return <code>{typeof option.default === 'string' ? option.default : JSON.stringify(option.default)}</code>;
}

function formatType(option: ActionOption): ReactNode {
  const unit = option.unit ? ` (${option.unit})` : '';
  switch (option.type) {
    case 'enum':
      return (
        <>
          enum:{' '}
          {(option.values ?? []).map((value, index) => (
            <React.Fragment key={value}>
              {index > 0 ? ', ' : null}
              <code>{value}</code>
            </React.Fragment>
          ))}
        </>
      );
    case 'toggle':
      return 'toggle (object present = on)';
    default:
      return `${option.type}${option.range ? ` ${option.range}` : ''}${unit}`;
  }
}

function hostList(action: MagicAction): string {
  return action.hosts.map((id) => hostLabel.get(id) ?? id).join(', ');
}

/** One row per action: anchor link, group, minimum engine version and the hosts that show it. */
export function ActionsSummary(): ReactNode {
  return (
    <table className={styles.summary} data-testid="actions-summary">
      <thead>
        <tr>
          <th scope="col">Action</th>
          <th scope="col">Group</th>
          <th scope="col">Min. engine</th>
          {actionSet.hosts.map((host) => (
            <th scope="col" key={host.id}>
              {host.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {actionSet.actions.map((action) => (
          <tr key={action.id} data-action-id={action.id}>
            <th scope="row">
              <a href={`#${action.id}`}>{action.name}</a>
            </th>
            <td>{groupLabel.get(action.group) ?? action.group}</td>
            <td>
              <code>{action.minEngineVersion}</code>
            </td>
            {actionSet.hosts.map((host) => {
              const shown = action.hosts.includes(host.id);
              return (
                <td key={host.id} className={shown ? styles.shown : styles.hidden}>
                  <span aria-hidden="true">{shown ? '✓' : '–'}</span>
                  <span className={styles.srOnly}>{shown ? 'shown' : 'not shown'}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ActionEntry({action}: {action: MagicAction}): ReactNode {
  return (
    <section className={styles.action} data-testid="action-entry" data-action-id={action.id}>
      <Heading as="h3" id={action.id}>
        {action.name}
      </Heading>
      <p>{action.summary}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Minimum engine</dt>
          <dd>
            <code>{action.minEngineVersion}</code>
          </dd>
        </div>
        <div>
          <dt>Shown in</dt>
          <dd>{hostList(action)}</dd>
        </div>
        <div>
          <dt>Options</dt>
          <dd>{action.options.length}</dd>
        </div>
      </dl>
      <table className={styles.options}>
        <thead>
          <tr>
            <th scope="col">Option and schema key</th>
            <th scope="col">Type and default</th>
            <th scope="col">Effect</th>
          </tr>
        </thead>
        <tbody>
          {action.options.map((option) => (
            <tr key={option.key}>
              <th scope="row">
                <span className={styles.optionLabel}>{option.label}</span>
                <BreakableKey path={option.key} />
              </th>
              <td>
                <span className={styles.type}>{formatType(option)}</span>
                <span className={styles.default}>Default: {formatDefault(option)}</span>
              </td>
              <td>{option.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Every action of one group (import, processing, export), each under an h3 carrying its anchor. */
export function ActionsReference({group}: {group: string}): ReactNode {
  const actions = actionSet.actions.filter((action) => action.group === group);
  return (
    <>
      {actions.map((action) => (
        <ActionEntry key={action.id} action={action} />
      ))}
    </>
  );
}

/** Number of actions in the set, for prose that states it. */
export function ActionCount({group}: {group?: string}): ReactNode {
  return actionSet.actions.filter((action) => !group || action.group === group).length;
}

/** Which actions each engine version adds, oldest version first. */
export function EngineVersionsTable(): ReactNode {
  const versions = [...new Set(actionSet.actions.map((action) => action.minEngineVersion))].sort(compareVersions);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Engine</th>
          <th scope="col">Actions that become available</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version}>
            <td>
              <code>{version}</code>
            </td>
            <td>
              {actionSet.actions
                .filter((action) => action.minEngineVersion === version)
                .map((action, index) => (
                  <React.Fragment key={action.id}>
                    {index > 0 ? ', ' : null}
                    <a href={`#${action.id}`}>{action.name}</a>
                  </React.Fragment>
                ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
