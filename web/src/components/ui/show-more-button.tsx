import { Button } from './button';

/** What ShowMoreButton reads of a TanStack infinite query. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The button under a paged list that loads its next page; nothing once the last page is in. */
export function ShowMoreButton({ query, label = 'Show more' }: { query: NextPageQuery; label?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="secondary"
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {label}
      </Button>
    </div>
  );
}
