import type { OfficeProjectSummary } from '@bouwwerk/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { projectBadges, projectLabel, projectList } from '../../src/features/projects/lib/project-list';
import type { ListState } from '../../src/lib/list-address';
import { useListTable, type ListTableView } from '../../src/lib/list-table';

let nextId = 1;
const project = (fields: Partial<OfficeProjectSummary>): OfficeProjectSummary => ({
  id: nextId++,
  externalId: null,
  code: '',
  customer: '',
  description: '',
  city: '',
  done: false,
  old: false,
  activeAdministration: true,
  works: 0,
  ...fields,
});

type State = ListState<
  'code' | 'omschrijving' | 'klant' | 'plaats' | 'werken' | 'status',
  'lopend' | 'afgesloten' | 'alle'
>;

function rows(projects: OfficeProjectSummary[], state: Partial<State> = {}) {
  let view: ListTableView<OfficeProjectSummary> | undefined;
  function Probe() {
    view = useListTable(
      projectList,
      projects,
      { ...projectList.address.defaultState, ...state },
      {
        onSortingChange: () => undefined,
        onPageChange: () => undefined,
      },
    );
    return null;
  }
  renderToString(<Probe />);
  return view!.rows.map((row) => row.code);
}

describe('the project list', () => {
  const projects = [
    project({ code: '2026-10', description: 'School', city: 'Utrecht', works: 3 }),
    project({ code: '2026-9', description: 'Brug', customer: 'Gemeente Zeist', done: true }),
    project({ code: '2025-1', description: 'Kantoor', old: true, activeAdministration: false }),
    project({ code: '2026-11', description: 'Loods', activeAdministration: false }),
  ];

  it('shows the running ones by code, numbers by their value', () => {
    expect(rows(projects)).toEqual(['2026-10', '2026-11']);
    expect(rows(projects, { status: 'alle' })).toEqual(['2025-1', '2026-9', '2026-10', '2026-11']);
    expect(rows(projects, { status: 'afgesloten' })).toEqual(['2025-1', '2026-9']);
  });

  it('finds every word in the code, the description, the customer and the place', () => {
    expect(rows(projects, { status: 'alle', search: 'zeist brug' })).toEqual(['2026-9']);
    expect(rows(projects, { search: 'utrecht' })).toEqual(['2026-10']);
  });

  it('sorts by works and by status, open ones first', () => {
    expect(rows(projects, { sorting: { column: 'werken', descending: true } })).toEqual(['2026-10', '2026-11']);
    expect(rows(projects, { status: 'alle', sorting: { column: 'status', descending: false } })).toEqual([
      '2026-10',
      '2026-11',
      '2025-1',
      '2026-9',
    ]);
  });

  it('names what keeps a project from bookings', () => {
    expect(projectBadges(projects[0]!)).toEqual([]);
    expect(projectBadges(projects[2]!)).toEqual(['old', 'blocked']);
    expect(projectLabel(projects[1]!)).toBe('2026-9 · Brug');
  });
});
