import type { ReviewedRegistration, ReviewFilters } from '@bouwwerk/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { registrationsQuery } from '../api/registrations';
import type { RegistrationSelection } from './use-registration-selection';

/** What a grid's rows are told with: the page's selection, 'Corrigeren' and 'Geschiedenis'. */
export interface RowActions {
  canEdit: boolean;
  selection: RegistrationSelection;
  onCorrect: (row: ReviewedRegistration) => void;
  onHistory: (row: ReviewedRegistration) => void;
}

/**
 * A filter's registrations, page by page as a grid scrolls, and that grid's props: the page's one list, or
 * an opened group's.
 */
export function useRegistrationPages(filter: ReviewFilters, actions: RowActions, enabled = true) {
  const registrations = useInfiniteQuery({ ...registrationsQuery(filter), enabled });
  const rows = useMemo(
    () => registrations.data?.pages.flatMap((page) => page.registrations) ?? [],
    [registrations.data],
  );
  const { fetchNextPage } = registrations;
  const onMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const { canEdit, selection, onCorrect, onHistory } = actions;
  const grid = {
    rows,
    hasMore: registrations.hasNextPage,
    loadingMore: registrations.isFetchingNextPage,
    onMore,
    canEdit,
    selected: selection.selected,
    allSelected: selection.allOf(rows),
    onToggle: selection.toggle,
    onToggleAll: () => selection.toggleAll(rows),
    onCorrect,
    onHistory,
  };
  return { registrations, rows, grid };
}
