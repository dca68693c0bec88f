import Download from '@mui/icons-material/Download';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetTaxReportQuery, useLazyExportTaxReportQuery } from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { ShopButton } from '../../../components/ShopButton';
import { formatMoney } from '../../../lib/money';
import { AdminLoading } from '../shared/AdminLoading';
import { stackedOnPhoneSx } from '../shared/adminLayout';
import { saveCsv } from '../orders/saveCsv';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

/** The tax report by destination state and month, for filing; empty months leave the server's default range. */
export function TaxReportSection() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const range = { from: from || undefined, to: to || undefined };
  const report = useGetTaxReportQuery(range, { refetchOnMountOrArgChange: true });
  const [exportReport, exporting] = useLazyExportTaxReportQuery();

  async function download() {
    try {
      saveCsv(await exportReport(range).unwrap());
    } catch (error) {
      // As for the orders' export, a failure is only logged.
      console.error('CSV export failed', error);
    }
  }

  return (
    <section aria-labelledby="tax-report-title">
      <Typography id="tax-report-title" variant="h5" component="h2" sx={{ mt: 5, mb: 2 }}>
        Tax report
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        {[
          { label: 'From month', value: from, set: setFrom },
          { label: 'To month', value: to, set: setTo },
        ].map((field) => (
          <OutlinedTextField
            key={field.label}
            type="month"
            size="small"
            label={field.label}
            value={field.value}
            onChange={(event) => field.set(event.target.value)}
            shrinkLabel
          />
        ))}
        <ShopButton
          variant="outlined"
          startIcon={<Download />}
          onClick={() => void download()}
          disabled={exporting.isFetching}
        >
          Download CSV
        </ShopButton>
      </Stack>
      {report.isLoading ? (
        <AdminLoading text="Loading tax report..." />
      ) : report.isError || !report.data ? (
        <LoadError message="The tax report could not be loaded." onRetry={() => void report.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Tax report by state and month">
          <Table sx={stackedOnPhoneSx(640)}>
            <TableHead>
              <TableRow>
                <TableCell>Month</TableCell>
                <TableCell>State</TableCell>
                <TableCell align="right">Orders</TableCell>
                <TableCell align="right">Taxable sales</TableCell>
                <TableCell align="right">Tax collected</TableCell>
                <TableCell align="right">Tax refunded</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.data.rows.map((row) => (
                <TableRow key={`${row.month} ${row.state}`}>
                  <TableCell data-label="Month">{row.month}</TableCell>
                  <TableCell data-label="State">{row.state}</TableCell>
                  <TableCell data-label="Orders" align="right">
                    {row.orders}
                  </TableCell>
                  <TableCell data-label="Taxable sales" align="right">
                    {formatMoney(row.taxableSales)}
                  </TableCell>
                  <TableCell data-label="Tax collected" align="right">
                    {formatMoney(row.taxCollected)}
                  </TableCell>
                  <TableCell data-label="Tax refunded" align="right">
                    {formatMoney(row.taxRefunded)}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
                <TableCell data-label="Month" colSpan={2}>
                  Total
                </TableCell>
                <TableCell data-label="Orders" align="right">
                  {report.data.totals.orders}
                </TableCell>
                <TableCell data-label="Taxable sales" align="right">
                  {formatMoney(report.data.totals.taxableSales)}
                </TableCell>
                <TableCell data-label="Tax collected" align="right">
                  {formatMoney(report.data.totals.taxCollected)}
                </TableCell>
                <TableCell data-label="Tax refunded" align="right">
                  {formatMoney(report.data.totals.taxRefunded)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
