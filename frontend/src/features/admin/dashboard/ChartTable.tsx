import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../components/visuallyHidden';

/**
 * The text alternative of a chart (charts readable by screen readers): this table, hidden on screen, carries every
 * number, whether the chart beside it is inert or reachable through the chart's own keyboard navigation.
 */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: Array<Array<string | number>>;
}) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, n) =>
              n === 0 ? (
                <th key={n} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={n}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
