import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SubmitEvent, useState } from 'react';
import { TaxRateDto, useDeleteTaxRateMutation, useSaveTaxRateMutation } from '../../../api/adminApi';
import { serverErrorText } from '../../../api/errorText';
import { CheckboxField } from '../../../components/CheckboxField';
import { ShopButton } from '../../../components/ShopButton';
import { US_STATES } from '../../../lib/usStates';
import { useToast } from '../../../store/toasts/useToast';
import { isInputError, isLockError } from '../shared/adminErrors';
import { stackedOnPhoneSx } from '../shared/adminLayout';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

const RATE = /^\d{1,2}(\.\d{1,3})?$/;

/** "7.000" → "7%", "6.875" → "6.875%". */
export function rateText(rate: string): string {
  return `${rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate}%`;
}

/** The rates by destination state (a state not listed owes no tax): a form to add or change one, and the table. */
export function TaxRatesSection({ rates }: { rates: TaxRateDto[] }) {
  const [state, setState] = useState('');
  const [rate, setRate] = useState('');
  const [shippingTaxable, setShippingTaxable] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [save, saving] = useSaveTaxRateMutation();
  const [remove, removing] = useDeleteTaxRateMutation();
  const toast = useToast();

  const failed = (result: { error?: unknown }) => {
    if (result.error === undefined) return false;
    if (isInputError(result.error)) setError(serverErrorText(result.error));
    else if (!isLockError(result.error))
      toast({ title: 'Failed to update tax rates', description: 'Please try again.', variant: 'destructive' });
    return true;
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid =
      state === ''
        ? 'Choose a state'
        : !RATE.test(rate.trim()) || Number(rate) >= 30
          ? 'Enter a rate in percent, e.g. 7 or 6.875'
          : undefined;
    setError(invalid);
    if (invalid) return;
    const result = await save({ state, saveTaxRateDto: { rate: rate.trim(), shippingTaxable } });
    if (failed(result)) return;
    toast({ title: 'Tax rate saved!', description: `${state}: ${rateText(rate.trim())}` });
    setState('');
    setRate('');
    setShippingTaxable(true);
  }

  async function removeRate(code: string) {
    if (failed(await remove({ state: code }))) return;
    toast({ title: 'Tax rate removed', description: `Orders to ${code} owe no tax from now on.` });
  }

  return (
    <section aria-labelledby="tax-rates-title">
      <Typography id="tax-rates-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Rates by state
      </Typography>
      <Stack
        component="form"
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => void submit(event)}
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        alignItems={{ sm: 'center' }}
        sx={{ mb: 2 }}
      >
        <NativeSelectField
          size="small"
          label="State"
          value={state}
          onChange={(value) => setState(value)}
          shrinkLabel
          sx={{ minWidth: 200 }}
        >
          <option value="">Choose a state</option>
          {US_STATES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </NativeSelectField>
        <OutlinedTextField
          size="small"
          label="Rate (%)"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          htmlInput={{ inputMode: 'decimal' }}
        />
        <CheckboxField
          label="Shipping taxable"
          checked={shippingTaxable}
          onChange={(event) => setShippingTaxable(event.target.checked)}
        />
        <ShopButton type="submit" variant="contained" disabled={saving.isLoading}>
          Save rate
        </ShopButton>
      </Stack>
      {error && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {error}
        </Typography>
      )}
      {rates.length === 0 ? (
        <Typography color="text.secondary">No state has a rate: no order owes tax.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Tax rates">
          <Table sx={stackedOnPhoneSx(560)}>
            <TableHead>
              <TableRow>
                <TableCell>State</TableCell>
                <TableCell>Rate</TableCell>
                <TableCell>Shipping taxable</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rates.map((row) => (
                <TableRow key={row.state} hover>
                  <TableCell component="th" scope="row" data-label="State">
                    {row.stateName} ({row.state})
                  </TableCell>
                  <TableCell data-label="Rate">{rateText(row.rate)}</TableCell>
                  <TableCell data-label="Shipping taxable">{row.shippingTaxable ? 'Yes' : 'No'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <ShopButton
                      size="small"
                      aria-label={`Edit ${row.stateName}`}
                      onClick={() => {
                        setState(row.state);
                        setRate(row.rate);
                        setShippingTaxable(row.shippingTaxable);
                      }}
                    >
                      Edit
                    </ShopButton>
                    <ShopButton
                      size="small"
                      variant="outlined"
                      color="inherit"
                      disabled={removing.isLoading}
                      aria-label={`Remove ${row.stateName}`}
                      onClick={() => void removeRate(row.state)}
                    >
                      Remove
                    </ShopButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
