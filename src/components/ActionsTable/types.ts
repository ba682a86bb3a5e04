/** Shape of a Magic Actions data file (src/data/actions-v<set>.json). */

export type OptionType = 'boolean' | 'integer' | 'number' | 'enum' | 'string' | 'toggle';

export type OptionValue = string | number | boolean;

export interface ActionOption {
  /** Label the plugin shows next to the control. */
  label: string;
  /** Dotted path of the 3D Processing schema key the option writes; `export[]` is any export slot. */
  key: string;
  type: OptionType;
  /**
   * Value the action uses when the user leaves the option alone; `false` for an unset toggle; `null` where the
   * action's preset sets a value of its own that is not published.
   */
  default: OptionValue | null;
  /** Allowed values of an `enum`. */
  values?: string[];
  /** Allowed range of a number, as shown to readers (e.g. "0–16384"). */
  range?: string;
  unit?: string;
  description: string;
}

export interface Host {
  id: string;
  label: string;
}

export interface ActionGroup {
  id: string;
  label: string;
}

export interface MagicAction {
  /** Anchor of the action on the reference page. */
  id: string;
  name: string;
  group: string;
  /** Oldest 3D Processor engine (rpde) that runs the action, in semver form. */
  minEngineVersion: string;
  summary: string;
  /** Ids of the host applications whose plugin shows the action. */
  hosts: string[];
  options: ActionOption[];
}

export interface ActionSet {
  actionSet: string;
  schema: string;
  hosts: Host[];
  groups: ActionGroup[];
  actions: MagicAction[];
}
