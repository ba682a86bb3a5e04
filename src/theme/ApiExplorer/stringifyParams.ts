export interface ExplorerParam {
  name: string;
  in: string;
  value?: unknown;
  [key: string]: unknown;
}

export type ExplorerParams = Partial<Record<'path' | 'query' | 'header' | 'cookie', ExplorerParam[]>>;

/** Parameters whose value is a number or boolean, with that value as a string. */
export function paramsToStringify(params: ExplorerParams | undefined): ExplorerParam[] {
  return Object.values(params ?? {})
    .flat()
    .filter((param): param is ExplorerParam => typeof param?.value === 'number' || typeof param?.value === 'boolean')
    .map((param) => ({...param, value: String(param.value)}));
}
