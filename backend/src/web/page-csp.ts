import { createHash } from 'node:crypto';
import { EARLY_ACTIONS } from '@shop/site/page-document.js';

/** The CSP source that allows the server-rendered page's one inline script, EARLY_ACTIONS (and no other). */
export const EARLY_ACTIONS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_ACTIONS).digest('base64')}'`;
