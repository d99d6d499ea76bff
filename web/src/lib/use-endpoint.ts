// The SPA's reads by endpoint name (issue 40): `useEndpoint('postDetail', { params: { slug } })`.
// The answer's type is the endpoint's contract (AnswerOf: z.output of its answer schema in
// shared), never written by hand at a call site, and the path is built from the endpoint table.
// A thin layer over useApi and usePagedList: the same keys, cache, handover and behaviour.
import { fillPath, type AnswerOf, type EndpointName, type EndpointParams } from '@mystic/shared';
import type { SWRConfiguration } from 'swr';
import type { Query } from './api-client';
import { useApi, type ReadOptions } from './use-api';
import { usePagedList, type PagedList } from './use-paged-list';

/** What a read of endpoint N needs: its path's params (when it has any) and its query. */
export type ReadInput<N extends EndpointName> = (keyof EndpointParams<N> extends never
  ? { params?: undefined }
  : { params: EndpointParams<N> }) & { query?: Query };

/** The concrete path of a read, or null while it is not to be asked (`input` null). */
const pathOfRead = <N extends EndpointName>(name: N, input: ReadInput<N> | null) =>
  input ? fillPath(name, (input.params ?? {}) as Record<string, string | number>) : null;

/** GET endpoint `name` (input null = do not fetch yet); `data` is AnswerOf<N>. */
export function useEndpoint<N extends EndpointName>(
  name: N,
  input: ReadInput<N> | null,
  config?: SWRConfiguration<AnswerOf<N>>,
  read?: ReadOptions,
) {
  return useApi<AnswerOf<N>>(pathOfRead(name, input), input?.query, config, read);
}

/** The row of a paged answer (`{ data: { data: Row[], meta } }`). */
export type RowOf<N extends EndpointName> =
  AnswerOf<N> extends { data: { data: (infer Row)[] } } ? Row : never;

/** A See More list of a paged endpoint (usePagedList), its items typed by the contract. */
export function usePagedEndpoint<N extends EndpointName>(
  name: N,
  query: Query,
  fallbackError: string,
): PagedList<RowOf<N> & { id: number | string }> {
  return usePagedList<RowOf<N> & { id: number | string }>(fillPath(name), query, fallbackError);
}
