import { PublicConfigSchema } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { implement } from '../../plugins/contract-route.ts';

export interface PublicConfigOptions {
  googleSignIn: boolean;
  map: { tileUrl: string; attribution: string };
  /** Whether a translation service is set up (decision 77). */
  translation: boolean;
}

/** The settings the web app needs before anyone signs in. */
export function publicConfigRoutes({ googleSignIn, map, translation }: PublicConfigOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...implement(endpoints.publicConfig, { response: { 200: PublicConfigSchema } }),
      handler: async () => ({
        googleSignIn,
        mapTileUrl: map.tileUrl,
        mapAttribution: map.attribution,
        translation,
      }),
    });
  };
}
