import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose contract schema loads on first use, for forms that are
 * on every page (the footer), so the validation library stays out of the first download.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<T, FieldValues>>,
): Resolver<T> {
  let resolver: Resolver<T> | undefined;
  return async (values, context, options) => {
    resolver ??= zodResolver(await loadSchema()) as unknown as Resolver<T>;
    return resolver(values, context, options);
  };
}
