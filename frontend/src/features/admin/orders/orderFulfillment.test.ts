import { describe, expect, it } from 'vitest';
import { saveLabel } from './orderFulfillment';

describe('saveLabel', () => {
  const saved = { trackingNumber: '', orderStatus: 'pending', deliveredAt: '' };

  it('names the fields the save changes', () => {
    expect(saveLabel(saved, saved)).toBe('Save Changes');
    expect(saveLabel({ ...saved, orderStatus: 'shipped' }, saved)).toBe('Save Status');
    expect(saveLabel({ ...saved, trackingNumber: ' 1Z999 ' }, saved)).toBe('Save Tracking Number');
    expect(saveLabel({ ...saved, orderStatus: 'shipped', trackingNumber: '1Z999' }, saved)).toBe(
      'Save Status & Tracking Number',
    );
    expect(saveLabel({ orderStatus: 'delivered', trackingNumber: '1Z', deliveredAt: '2025-10-24' }, saved)).toBe(
      'Save Status, Tracking Number & Delivered Date',
    );
  });

  it('does not count spaces typed around an unchanged value', () => {
    expect(saveLabel({ ...saved, trackingNumber: '  ' }, saved)).toBe('Save Changes');
  });
});
