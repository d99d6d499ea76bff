// The zod fields the reader's API shares (a date, who acted).
import { isIsoDate } from '@mystic/shared';
import { z } from 'zod';

export const day = (label: string) =>
  z.string().refine(isIsoDate, { error: `${label} must be a date (yyyy-MM-dd).` });

export const actorField = z.string().trim().min(1).max(100).optional();
