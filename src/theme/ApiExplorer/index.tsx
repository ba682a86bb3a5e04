/**
 * Wraps the API explorer. The theme pre-fills each parameter with its example
 * or default, but keeps numbers and booleans as they are in the spec; its
 * request builder only applies string values, so an untouched `id` of 281 was
 * sent as the literal `:id` and `page=1` as a bare `page`. This turns the
 * pre-filled values into strings once, when the explorer mounts, so the code
 * samples and the request match what the form shows.
 */
import React, {useEffect, type ReactNode} from 'react';
import ApiExplorer, {type Props} from '@theme-original/ApiExplorer';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setParam} from '@theme/ApiExplorer/ParamOptions/slice';
import {paramsToStringify} from './stringifyParams';

export default function ApiExplorerWrapper(props: Props): ReactNode {
  const params = useTypedSelector((state) => state.params);
  const dispatch = useTypedDispatch();
  useEffect(() => {
    for (const param of paramsToStringify(params)) dispatch(setParam(param));
    // Once, for the values the explorer starts with; later edits are strings already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ApiExplorer {...props} />;
}
