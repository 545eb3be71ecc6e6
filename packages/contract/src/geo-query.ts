import { z } from 'zod';
import type { ErrorCode } from './error-status.ts';
import { GEO_QUERY_MAX_LENGTH } from './limits.ts';
import { parseBounds, parseNear } from './geo-params.ts';
import { text } from './text.ts';

/** Text read by `parse`; anything it refuses (other characters, numbers off the globe) is `error`. */
function geoText<T>(error: ErrorCode, parse: (value: string) => T | null) {
  return text(GEO_QUERY_MAX_LENGTH, { tooLong: error, trim: true })
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const parsed = parse(value);
      if (parsed === null) {
        context.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return parsed;
    });
}

/** `near`: "latitude,longitude" — the list tells each event's distance from it, and can sort by it. */
export const NearQuerySchema = geoText('nearInvalid', parseNear);

/** `bounds`: "south,west,north,east" — only events inside (the map's view). */
export const BoundsQuerySchema = geoText('boundsInvalid', parseBounds);
