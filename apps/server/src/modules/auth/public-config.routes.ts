import { PublicConfigSchema } from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface PublicConfigOptions {
  googleSignIn: boolean;
  map: { tileUrl: string; attribution: string };
}

/** The settings the web app needs before anyone signs in. */
export function publicConfigRoutes({ googleSignIn, map }: PublicConfigOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        schema: { tags: ['auth'], summary: 'Public settings the web app needs', response: { 200: PublicConfigSchema } },
      },
      async () => ({
        googleSignIn,
        mapTileUrl: map.tileUrl,
        mapAttribution: map.attribution,
      }),
    );
  };
}
