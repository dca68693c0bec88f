import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PromoCodeDto, useTogglePromoCodeMutation } from '../../../api/adminApi';
import { formatMoney } from '../../../lib/money';
import { ActiveChip, RecordRowActions, useRowAction } from '../shared/AdminRecordRow';
import { DeactivatePromoDialog } from './DeactivatePromoDialog';
import { formatDate } from '../shared/adminFormat';
import { formatShopDateTime } from './shopTime';
import { stackedOnPhoneSx } from '../shared/adminLayout';

/** "15.00" percentage → "15%", "10.00" fixed → "$10.00". */
export function discountText(code: Pick<PromoCodeDto, 'discountType' | 'discountValue'>): string {
  if (code.discountType === 'fixed') return formatMoney(code.discountValue);
  return `${code.discountValue.replace(/\.?0+$/, '')}%`;
}

/** 'Used': orders with the code, out of its limit when it has one ("3 / 100", or "3"). */
export function usedText(code: Pick<PromoCodeDto, 'redemptionCount' | 'usageLimit'>): string {
  return code.usageLimit === null ? String(code.redemptionCount) : `${code.redemptionCount} / ${code.usageLimit}`;
}

/** The validity window on the shop's clock: 'Always', 'From …', 'Until …' or '… – …'. */
export function windowText(code: Pick<PromoCodeDto, 'startsAt' | 'endsAt'>, timeZone: string): string {
  const at = (iso: string) => formatShopDateTime(iso, timeZone);
  if (code.startsAt && code.endsAt) return `${at(code.startsAt)} – ${at(code.endsAt)}`;
  if (code.startsAt) return `From ${at(code.startsAt)}`;
  if (code.endsAt) return `Until ${at(code.endsAt)}`;
  return 'Always';
}

/** The promo code table; on a phone each code is a stacked card. */
export function PromoCodesTable({
  codes,
  onEdit,
  timeZone,
}: {
  codes: PromoCodeDto[];
  onEdit: (code: PromoCodeDto) => void;
  timeZone: string;
}) {
  const [toggle, { isLoading, originalArgs }] = useTogglePromoCodeMutation();
  const run = useRowAction('Failed to update promo code');
  const [confirming, setConfirming] = useState<PromoCodeDto | null>(null);

  async function toggleCode(code: PromoCodeDto) {
    setConfirming(null);
    await run(toggle({ id: code.id }), { title: 'Promo code updated!', description: 'Status has been changed.' });
  }

  return (
    <>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Promo codes">
        <Table sx={stackedOnPhoneSx(880)}>
          <TableHead>
            <TableRow>
              <TableCell>Code</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Discount</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Used</TableCell>
              <TableCell>Valid</TableCell>
              <TableCell>Created</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {codes.map((code) => {
              const active = code.isActive === 1;
              return (
                <TableRow key={code.id} hover>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ fontFamily: 'monospace', fontWeight: 600 }}
                    data-label="Code"
                  >
                    {code.code}
                  </TableCell>
                  <TableCell data-label="Type">{code.discountType === 'percentage' ? 'Percentage' : 'Fixed'}</TableCell>
                  <TableCell data-label="Discount">
                    {discountText(code)}
                    {/* The rule a shopper meets first, visible without opening the code. */}
                    {code.minimumSubtotal !== null && (
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                        data-testid="promo-minimum"
                      >
                        Min. order {formatMoney(code.minimumSubtotal)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell data-label="Status">
                    <ActiveChip active={active} />
                  </TableCell>
                  <TableCell data-label="Used" data-testid="promo-used">
                    {usedText(code)}
                  </TableCell>
                  <TableCell data-label="Valid" sx={{ whiteSpace: 'nowrap' }}>
                    {windowText(code, timeZone)}
                  </TableCell>
                  <TableCell data-label="Created">{formatDate(code.createdAt)}</TableCell>
                  <RecordRowActions
                    name={code.code}
                    active={active}
                    onEdit={() => onEdit(code)}
                    onToggle={() => (active ? setConfirming(code) : void toggleCode(code))}
                    toggleDisabled={isLoading && originalArgs?.id === code.id}
                  />
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <DeactivatePromoDialog code={confirming} onCancel={() => setConfirming(null)} onConfirm={toggleCode} />
    </>
  );
}
