import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Card } from './card';
import { PageSpinner } from './spinner';

/** What QueryState reads of a TanStack query. */
export interface QueryStatus<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

/** Props of QueryState. */
export interface QueryStateProps<T> {
  query: QueryStatus<T>;
  /** What the spinner says while the query loads. */
  loading: string;
  /** The message of the error alert when it fails. */
  error: ReactNode;
  /** Shown in a card instead of the content when set: the query found nothing to list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A screen's loaded content, or its spinner, its failure or its empty note while there is none. */
export function QueryState<T>({ query, loading, error, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return <PageSpinner label={loading} />;
  if (query.isError || query.data === undefined) return <Alert variant="error">{error}</Alert>;
  if (empty) return <Card className="p-6 text-center text-slate-600">{empty}</Card>;
  return children(query.data);
}

/** What a filtered list of `noun` (e.g. "documents") says while loading, on failure and when nothing matches. */
export function filteredListWording(noun: string, count: number) {
  return {
    loading: `Loading ${noun}…`,
    error: `Failed to load ${noun}.`,
    empty: count === 0 && `No ${noun} match these filters.`,
  };
}
