import {
  DataExportSchema,
  DeleteAccountInputSchema,
  DeleteAccountResponseSchema,
  translateMessage,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { secureCookies } from '../auth/session-reply.ts';
import type { AccountService } from './account.service.ts';

export function accountRoutes(account: AccountService, publicUrl: string): FastifyPluginAsyncZod {
  const secure = secureCookies(publicUrl);
  return async (app) => {
    app.route({
      ...implement(endpoints.deleteAccount, {
        body: DeleteAccountInputSchema,
        response: { 200: DeleteAccountResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request, reply) => {
        const notice = await account.deleteAccount(requireCaller(request), request.body);
        // The session went with the account; the browser forgets it too.
        clearSessionCookie(reply, secure);
        return { success: true as const, message: translateMessage(notice, requestLocale(request)) };
      },
    });

    app.route({
      ...implement(endpoints.exportData, { response: { 200: DataExportSchema } }),
      onRequest: signedIn,
      handler: async (request, reply) => {
        const caller = requireCaller(request);
        const data = await account.exportData(caller);
        // A download named for its person and day; never kept by a cache on the way.
        const day = data.exportedAt.slice(0, 10);
        void reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="moim-data-${caller.userId}-${day}.json"`);
        return data;
      },
    });
  };
}
