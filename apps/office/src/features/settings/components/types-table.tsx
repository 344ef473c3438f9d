import { ManagedBadge } from '../../../components/managed-badge';
import { nl } from '../../../i18n/nl';
import type { AnyType, TypeKind } from '../lib/type-kinds';
import { TableWrap } from '../../../components/table-wrap';

interface TypesTableProps {
  kind: TypeKind;
  types: AnyType[];
  labelledBy: string;
  canEdit: boolean;
  onEdit: (type: AnyType) => void;
  onMakeDefault: (type: AnyType) => void;
}

/** One list of types in the office's order (sort order, then description), as the app offers the active ones. */
export function TypesTable({ kind, types, labelledBy, canEdit, onEdit, onMakeDefault }: TypesTableProps) {
  const hours = kind.kind === 'hour-types';
  const { columns } = nl.types;
  if (types.length === 0) return <p>{nl.types.none}</p>;
  return (
    <TableWrap>
      <table className="table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{columns.description}</th>
            <th scope="col" className="table__number">
              {columns.sortOrder}
            </th>
            <th scope="col">{columns.active}</th>
            {hours ? <th scope="col">{columns.default}</th> : null}
            {canEdit ? <th scope="col">{columns.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {types.map((type) => {
            const managed = type.externalId !== null;
            return (
              <tr key={type.id}>
                <td>
                  {type.description}
                  {managed ? <ManagedBadge inList /> : null}
                </td>
                <td className="table__number">{type.sortOrder}</td>
                <td>{type.active ? nl.app.yes : nl.app.no}</td>
                {hours ? (
                  <td>{type.default ? <span className="badge badge--done">{nl.types.defaultBadge}</span> : null}</td>
                ) : null}
                {canEdit ? (
                  <td>
                    {managed ? null : (
                      <div className="button-row">
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={nl.types.changeOf(type.description)}
                          onClick={() => onEdit(type)}
                        >
                          {nl.types.change}
                        </button>
                        {hours && type.active && !type.default ? (
                          <button
                            type="button"
                            className="button button--small"
                            aria-label={nl.types.makeDefaultOf(type.description)}
                            onClick={() => onMakeDefault(type)}
                          >
                            {nl.types.makeDefault}
                          </button>
                        ) : null}
                      </div>
                    )}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}
