import type { AdminList, AuditLog, GrantAdminInput, ModerateInput, ReportQueue } from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import { endpoints } from '@moim/contract/endpoints';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { getSession } from '../../lib/session.ts';

// The admin console's calls (decision 76). Pages are asked for from the number of items already
// loaded, in the server's default page size (the contract's), not a second copy here.

const adminKeys = {
  /** The open reports, page by page (GET /admin/reports). */
  reports: ['admin', 'reports'] as const,
  /** The audit log, page by page (GET /admin/audit). */
  audit: ['admin', 'audit'] as const,
  /** Who may use the console (GET /admin/admins). */
  admins: ['admin', 'admins'] as const,
};

/** The offset of the next page: every item loaded so far, while the last page says there is more. */
const nextOffset =
  <P extends { hasMore: boolean }>(count: (page: P) => number) =>
  (last: P, pages: P[]) =>
    last.hasMore ? pages.reduce((sum, page) => sum + count(page), 0) : undefined;

/** The report queue, the oldest first. */
export function useReportQueue() {
  return useInfiniteQuery({
    queryKey: adminKeys.reports,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => callApi(endpoints.reportQueue, { query: { offset: pageParam }, signal }),
    getNextPageParam: nextOffset((page: ReportQueue) => page.items.length),
  });
}

/** The audit log, the newest first. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => callApi(endpoints.auditLog, { query: { offset: pageParam }, signal }),
    getNextPageParam: nextOffset((page: AuditLog) => page.entries.length),
  });
}

/** Takes a reported thing out of the loaded queue: its reports are closed. */
function leaveQueue(queryClient: QueryClient, { targetType, targetId }: ModerateInput): void {
  queryClient.setQueryData<InfiniteData<ReportQueue, number>>(
    adminKeys.reports,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.filter((item) => item.targetType !== targetType || item.targetId !== targetId),
        })),
      },
  );
}

/**
 * Acts on a reported thing: it leaves the queue, and the audit log has a new line. A thing that is
 * gone meanwhile (404) has the queue asked for again.
 */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerateInput) => callApi(endpoints.moderate, { body: input }),
    onSuccess: (_answer, input) => {
      leaveQueue(queryClient, input);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.reports });
      }
    },
  });
}

/** Undoes an entry of the log: the log is asked for again, and so is the queue (a dismissal reopens reports). */
export function useUndoModeration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi(endpoints.undoModeration, { params: { id }, body: { reason } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
      void queryClient.invalidateQueries({ queryKey: adminKeys.reports });
    },
  });
}

export function useAdmins() {
  return useQuery({
    queryKey: adminKeys.admins,
    queryFn: ({ signal }) => callApi(endpoints.admins, { signal }),
  });
}

/**
 * A change of admins: its answer is the list as it is now, and the log has a new line. An admin
 * who took their own rights back has the server asked who they are (the console closes to them).
 */
function useAdminsChange<I extends { userId: string }>(change: (input: I) => Promise<AdminList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (admins, { userId }) => {
      queryClient.setQueryData(adminKeys.admins, admins);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
      const me = getSession()?.userId;
      if (me && sameUserId(me, userId) && !admins.admins.some((admin) => sameUserId(admin.userId, me))) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      }
    },
  });
}

export function useGrantAdmin() {
  return useAdminsChange((input: GrantAdminInput) => callApi(endpoints.grantAdmin, { body: input }));
}

export function useRevokeAdmin() {
  return useAdminsChange(({ userId, reason }: { userId: string; reason: string }) =>
    callApi(endpoints.revokeAdmin, { params: { userId }, body: { reason } }),
  );
}
